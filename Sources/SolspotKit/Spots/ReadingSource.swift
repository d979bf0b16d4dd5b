/// Where a reading's exposure settings came from.
///
/// Every source ends in the same ``Reading``: the settings, the device and the estimate. The
/// source is kept so that a reading can be traced back and judged (a capture passed the
/// flatness and settling gates; a photo's settings were chosen for a picture).
public enum ReadingSource: Sendable, Hashable {
  /// Settings typed in by hand (`solspot spot measure NAME -f … -t … --iso …`).
  case manual
  /// Settings read from a photo's metadata; the file's name, without its folder.
  case photo(file: String)
  /// A capture that passed the gates; the capture file's name, without its folder.
  case capture(file: String)

  /// The source's name in the store and in files: `manual`, `photo` or `capture`.
  public var kind: String {
    switch self {
    case .manual: "manual"
    case .photo: "photo"
    case .capture: "capture"
    }
  }

  /// The file name, for a photo or a capture.
  public var file: String? {
    switch self {
    case .manual: nil
    case .photo(let file), .capture(let file): file
    }
  }

  /// The source from its kind and file name, or `nil` when they do not fit together (a
  /// photo without a file name, a manual reading with one, an unknown kind).
  public init?(kind: String, file: String?) {
    switch (kind, file) {
    case ("manual", nil): self = .manual
    case ("photo", let file?) where !file.isEmpty: self = .photo(file: file)
    case ("capture", let file?) where !file.isEmpty: self = .capture(file: file)
    default: return nil
    }
  }
}
