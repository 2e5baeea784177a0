/// A command line that cannot be run; the program prints the reason and its usage and exits with 2.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
