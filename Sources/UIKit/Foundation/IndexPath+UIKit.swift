import Foundation
import QuartzCore

// UIKit's extension of IndexPath for table and collection views (Foundation on Linux has none of it).
extension IndexPath {
    /// An index path of two indices: a section, then a row in that section (table views).
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// An index path of two indices: a section, then an item in that section (collection views).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first of the two indices.
    public var section: Int {
        get {
            IndexPath.checkTableIndexPath(count)
            return self[0]
        }
        set {
            IndexPath.checkTableIndexPath(count)
            self[0] = newValue
        }
    }

    /// The row in the section: the second of the two indices.
    public var row: Int {
        get {
            IndexPath.checkTableIndexPath(count)
            return self[1]
        }
        set {
            IndexPath.checkTableIndexPath(count)
            self[1] = newValue
        }
    }

    /// The item in the section: the second of the two indices.
    public var item: Int {
        get { row }
        set { row = newValue }
    }

    /// Apple traps, with this message, on an index path that does not hold exactly two indices.
    static func checkTableIndexPath(_ count: Int) {
        UncaughtException.check(count == 2, "NSInternalInconsistencyException", "Invalid index path for use with UITableView. Index paths passed to table view or collection view must contain exactly two indices specifying the section and row. Please use the category on NSIndexPath in NSIndexPath+UIKitAdditions.h if possible.")
    }
}
