/// What the build the trace comes from leaves out.
public enum TraceBuild {
    /// A note for optimized builds, whose traces miss the small functions the optimizer folded into
    /// their callers; nil for a debug build, which traces every function.
    public static var note: String? {
        #if DEBUG
            nil
        #else
            "release build: functions the optimizer inlined are missing"
        #endif
    }
}
