import Foundation

/// The record mode and diff tool that snapshot assertions use, set for a scope with `withSnapshotTesting`
/// or for a Swift Testing test or suite with the `.snapshots` trait.
public struct SnapshotTestingConfiguration: Sendable {
    /// The configuration of the running scope (nil outside any).
    @TaskLocal public static var current: Self?

    /// The tool whose command is printed with a failure.
    public var diffTool: DiffTool?
    /// When references are written.
    public var record: Record?

    public init(record: Record?, diffTool: DiffTool?) {
        self.diffTool = diffTool
        self.record = record
    }

    /// When references are written to disk.
    public struct Record: Equatable, Sendable {
        private enum Storage: Equatable, Sendable { case all, failed, missing, never }
        private let storage: Storage
        private init(storage: Storage) { self.storage = storage }

        /// Parses "all", "failed", "missing" or "never" (the values of SNAPSHOT_TESTING_RECORD).
        public init?(rawValue: String) {
            switch rawValue {
            case "all": storage = .all
            case "failed": storage = .failed
            case "missing": storage = .missing
            case "never": storage = .never
            default: return nil
            }
        }

        /// Every snapshot is recorded, and the assertion fails.
        public static let all = Self(storage: .all)
        /// Snapshots that do not match their reference are recorded over it (the assertion still fails).
        public static let failed = Self(storage: .failed)
        /// Snapshots without a reference are recorded (the default).
        public static let missing = Self(storage: .missing)
        /// Nothing is recorded: a missing reference is a failure.
        public static let never = Self(storage: .never)
    }

    /// Turns the reference's and the failure's file paths into the text shown with a failure.
    public struct DiffTool: Sendable, ExpressibleByStringLiteral {
        var tool: @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String

        public init(_ tool: @escaping @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String) {
            self.tool = tool
        }

        /// A command: the literal followed by the two paths.
        public init(stringLiteral value: StringLiteralType) {
            tool = { "\(value) \($0) \($1)" }
        }

        /// Kaleidoscope's command line.
        public static let ksdiff = Self { "ksdiff \"\($0)\" \"\($1)\"" }

        /// Both files as file URLs, marked − (reference) and + (failure).
        public static let `default` = Self {
            """
            @\(LineDiff.minus)
            "file://\($0)"
            @\(LineDiff.plus)
            "file://\($1)"

            To configure output for a custom diff tool, use 'withSnapshotTesting'. For example:

                withSnapshotTesting(diffTool: .ksdiff) {
                  // ...
                }
            """
        }

        public func callAsFunction(currentFilePath: String, failedFilePath: String) -> String {
            tool(currentFilePath, failedFilePath)
        }
    }
}

@available(*, deprecated, message: "Use '.all' instead of 'true', and '.missing' instead of 'false'.")
extension SnapshotTestingConfiguration.Record: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: BooleanLiteralType) {
        self = value ? .all : .missing
    }
}

@available(*, deprecated, renamed: "SnapshotTestingConfiguration.DiffTool.default",
           message: "Use '.default' instead of a 'nil' value for 'diffTool'.")
extension SnapshotTestingConfiguration.DiffTool: ExpressibleByNilLiteral {
    public init(nilLiteral: ()) {
        self = .default
    }
}
