import Foundation

// UIKit's additions to NSIndexPath (the Swift 3 migrator's `(indexPath as NSIndexPath).row` idiom).
extension NSIndexPath {
    /// An index path of a section, then a row in it.
    public convenience init(forRow row: Int, inSection section: Int) {
        self.init(indexes: [section, row], length: 2)
    }
    /// An index path of a section, then an item in it.
    public convenience init(forItem item: Int, inSection section: Int) {
        self.init(indexes: [section, item], length: 2)
    }
    /// The first index (the section); a path not of two indices raises as IndexPath's does.
    public var section: Int { tableIndex(0) }
    /// The second index (the row in the section).
    public var row: Int { tableIndex(1) }
    /// The second index (the item in the section).
    public var item: Int { tableIndex(1) }

    private func tableIndex(_ position: Int) -> Int {
        IndexPath.checkTableIndexPath(length)
        return index(atPosition: position)
    }
}
