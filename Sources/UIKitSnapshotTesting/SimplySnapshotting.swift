/// A strategy whose values are their own snapshots (images, strings).
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>
