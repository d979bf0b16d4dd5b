import SolspotKit

/// Lines or pairs named in a message, at most ``maximumShown`` of them: a file of 100,000
/// pairs must not print 45,000 line numbers on one line. `--json` keeps them all.
enum PlaceList {
  /// The most places a text message lists.
  static let maximumShown = 10

  /// "line 7", "lines 2, 7, 14", or for many "lines 2, 7, …, 40 and 45,013 more (see --json)".
  static func text(_ numbers: [Int], _ placeWord: String) -> String {
    let shown = numbers.prefix(maximumShown).map(String.init).joined(separator: ", ")
    let more = numbers.count - min(numbers.count, maximumShown)
    return placeWord + (numbers.count == 1 ? " " : "s ") + shown
      + (more > 0 ? " and \(LuxText.grouped(Double(more))) more (see --json)" : "")
  }
}
