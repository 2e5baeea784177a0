import Foundation

#if canImport(Runtime)
    import Runtime
#endif

/// Reads call stacks with the toolchain's `Runtime` module (`Backtrace.capture()`, `symbolicated()`)
/// and keeps the frames whose source file lies in a folder named `folder`. Architecture membership
/// comes from the folder layout, so a new architecture, or a layer split into a target of its own, is
/// traced with no change here.
///
/// Symbolicating with source locations reads the binary's debug information, a fixed cost of tens to
/// hundreds of milliseconds a call. So stacks are captured as addresses, and the addresses never seen
/// before are named together, in one call, as one synthetic backtrace (in the Compact Backtrace Format
/// of the Swift runtime); names are then kept per address.
///
/// Thunks the compiler generates (protocol witnesses, reabstraction) and the deallocating wrapper of a
/// `deinit` are left out: they have no source of their own. An async function that resumed after an
/// `await` runs in a resume function of its own; the stack follows the async frames that wait for it,
/// and `symbolicated()` names each by the function it belongs to, as a reader knows it.
///
/// The names and lines come from debug information. A debug build has every function; a release build
/// still has names and lines, but the optimizer folds small functions into their callers, so some steps
/// of a chain are missing.
public final class BacktraceReader: CallStackReader, @unchecked Sendable {
    /// The folder that holds the architectures, `Architectures` in this package.
    public let folder: String
    private let lock = NSLock()
    private var named: [CapturedStack.Frame: [TraceFrame]] = [:]

    /// A reader keeping frames from files under a folder named `folder`.
    public init(folder: String = "Architectures") {
        self.folder = folder
    }

    public func capture() -> CapturedStack? {
        #if canImport(Runtime)
            guard #available(macOS 26, *), let images = Self.images as? ImageMap,
                let backtrace = try? Backtrace.capture(limit: nil, images: images)
            else { return nil }
            return CapturedStack(frames: backtrace.frames.compactMap(Self.frame))
        #else
            return nil
        #endif
    }

    public func architectureFrames(of stacks: [CapturedStack]) -> [[TraceFrame]]? {
        let unnamed = Set(stacks.flatMap(\.frames)).subtracting(lock.withLock { named.keys })
        if !unnamed.isEmpty {
            guard let names = name(Array(unnamed)) else { return nil }
            lock.withLock { named.merge(names) { old, _ in old } }
        }
        let table = lock.withLock { named }
        return stacks.map { stack in
            var frames: [TraceFrame] = []
            for frame in stack.frames.reversed() {
                for traced in table[frame, default: []] where frames.last != traced {
                    frames.append(traced)
                }
            }
            return frames
        }
    }

    /// The architecture frames at each of `frames`, outermost first (an address of inlined code stands
    /// for several functions; one of other code, for none); nil when they cannot be symbolicated.
    private func name(_ frames: [CapturedStack.Frame]) -> [CapturedStack.Frame: [TraceFrame]]? {
        var names = Dictionary(uniqueKeysWithValues: frames.map { ($0, [TraceFrame]()) })
        #if canImport(Runtime)
            guard #available(macOS 26, *), let symbolicated = Self.backtrace(of: frames)?.symbolicated()
            else { return nil }
            let marker = "/" + folder + "/"
            for symbolicatedFrame in symbolicated.frames
            where !symbolicatedFrame.isSwiftThunk
                && symbolicatedFrame.symbol?.name.hasSuffix(".__deallocating_deinit") != true
            {
                guard let captured = Self.frame(symbolicatedFrame.captured),
                    let symbol = symbolicatedFrame.symbol,
                    let location = symbol.sourceLocation,
                    let folderRange = location.path.range(of: marker, options: .backwards)
                else { continue }
                let traced = TraceFrame(
                    function: symbol.name, file: String(location.path[folderRange.upperBound...]),
                    line: location.line)
                names[captured, default: []].insert(traced, at: 0)
            }
            return names
        #else
            return nil
        #endif
    }

    #if canImport(Runtime)
        /// The process's images (an `ImageMap`), read at the first trace only and handed to every capture:
        /// reading them reads the header of every mapped file, which races with another thread unmapping
        /// one (as SQLite does with its shared memory when a connection closes), and a capture without
        /// them reads them anew on Linux. Libraries loaded later are not named; the architectures' code is
        /// in the program itself.
        private static let images: (any Sendable)? = {
            guard #available(macOS 26, *) else { return nil }
            return ImageMap.capture()
        }()

        /// A backtrace of this process with its images, encoded, as the frame of the synthetic backtraces.
        private static let template: Data? = {
            guard #available(macOS 26, *), let images = images as? ImageMap else { return nil }
            return try? JSONEncoder().encode(Backtrace.capture(limit: 1, images: images))
        }()

        /// A backtrace of exactly `frames`, built as the Compact Backtrace Format and decoded: version 0,
        /// 64-bit, then each frame as an absolute 8-byte big-endian address, then the end mark.
        @available(macOS 26, *)
        private static func backtrace(of frames: [CapturedStack.Frame]) -> Backtrace? {
            guard let template,
                var encoded = try? JSONSerialization.jsonObject(with: template) as? [String: Any]
            else { return nil }
            var bytes: [UInt8] = [0x02]
            for frame in frames {
                let opcode: UInt8
                switch frame.kind {
                case .programCounter: opcode = 0x1F
                case .returnAddress: opcode = 0x2F
                case .asyncResumePoint: opcode = 0x3F
                }
                bytes.append(opcode)
                bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: frame.address >> ($0 * 8)) }
            }
            bytes.append(0x00)
            encoded["backtrace"] = Data(bytes).base64EncodedString()
            guard let data = try? JSONSerialization.data(withJSONObject: encoded) else { return nil }
            return try? JSONDecoder().decode(Backtrace.self, from: data)
        }

        /// The captured frame's kind and address; nil for the marks of omitted or truncated frames.
        @available(macOS 26, *)
        private static func frame(_ frame: Backtrace.Frame) -> CapturedStack.Frame? {
            switch frame {
            case .programCounter(let address):
                UInt64(address).map { CapturedStack.Frame(kind: .programCounter, address: $0) }
            case .returnAddress(let address):
                UInt64(address).map { CapturedStack.Frame(kind: .returnAddress, address: $0) }
            case .asyncResumePoint(let address):
                UInt64(address).map { CapturedStack.Frame(kind: .asyncResumePoint, address: $0) }
            case .omittedFrames, .truncated:
                nil
            @unknown default:
                nil
            }
        }
    #endif
}
