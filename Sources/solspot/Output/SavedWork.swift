/// What a command has written to the store before its output: when that output then cannot be
/// written, the message says the work was saved, so a user does not repeat it (and save it
/// twice) because of the exit status.
enum SavedWork: Equatable {
  /// A reading, added to spot `spot` (`spot measure`).
  case reading(spot: String)
  /// A new spot (`spot add`).
  case spot(String)
  /// An import's new spots and readings (`spot import`).
  case imported(spots: Int, readings: Int)
  /// A spot's fields or name changed (`spot set`, `spot rename`); `spot` is its name now.
  case changed(spot: String)
  /// A spot removed with its readings (`spot remove`).
  case removed(spot: String)
  /// A calibration pair saved for `device` (`calibrate add`).
  case pair(device: String)
  /// A calibration pair removed (`calibrate pairs --remove`).
  case removedPair(Int64, device: String)

  /// The clause after the write error: "the reading was saved to spot 'sill' ('solspot spot
  /// history sill' shows it)".
  var words: String {
    switch self {
    case .reading(let spot):
      "the reading was saved to spot '\(spot)' ('solspot spot history "
        + "\(ShellWord.quoted(spot))' shows it)"
    case .spot(let name): "spot '\(name)' was saved"
    case .imported(let spots, let readings):
      "the import was saved (\(Self.count(spots, "new spot")) and "
        + "\(Self.count(readings, "reading")) added)"
    case .changed(let spot): "the change to spot '\(spot)' was saved"
    case .removed(let spot): "spot '\(spot)' was removed"
    case .pair(let device):
      "the calibration pair was saved ('solspot calibrate pairs --device \(device)' shows it)"
    case .removedPair(let id, let device): "calibration pair \(id) of \(device) was removed"
    }
  }

  private static func count(_ count: Int, _ noun: String) -> String {
    English.count(count, noun)
  }
}
