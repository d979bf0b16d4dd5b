/// Which IFD of the Exif block an entry was read from.
public enum ExifDirectory: Sendable, Hashable {
  /// IFD0, IFD1, …: the main chain from the TIFF header.
  case ifd(Int)
  /// The Exif IFD that IFD0 points to.
  case exif
  /// The GPS IFD that IFD0 points to.
  case gps

  /// The directory's group name in ExifTool: `IFD0`, `ExifIFD`, `GPS`.
  public var groupName: String {
    switch self {
    case .ifd(let index): "IFD\(index)"
    case .exif: "ExifIFD"
    case .gps: "GPS"
    }
  }

  /// Lower ranks win when a tag appears in several IFDs: the Exif IFD, then IFD0, then later
  /// IFDs of the chain (this is ExifTool's order for the same tag in IFD0 and the Exif IFD).
  var rank: Int {
    switch self {
    case .exif: 0
    case .ifd(let index): 1 + index
    case .gps: 0
    }
  }
}

/// One decoded IFD entry: where it was, its tag, type, count and values.
public struct ExifEntry: Sendable, Hashable {
  /// The IFD it was read from.
  public let directory: ExifDirectory
  /// The tag.
  public let tag: ExifTag
  /// The stored type.
  public let type: ExifFieldType
  /// The number of values the entry declares (more than were decoded, for long ones).
  public let count: UInt64
  /// The decoded values.
  public let value: ExifValue

  /// Creates an entry.
  public init(
    directory: ExifDirectory, tag: ExifTag, type: ExifFieldType, count: UInt64, value: ExifValue
  ) {
    self.directory = directory
    self.tag = tag
    self.type = type
    self.count = count
    self.value = value
  }
}
