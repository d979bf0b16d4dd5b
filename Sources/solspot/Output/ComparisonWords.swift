import SolspotKit

// A comparison's reasons and a reading filter in words.

extension AbsoluteReason {
  /// The reason in words, for a warning.
  var text: String {
    switch self {
    case .differentDevices(let first, let second):
      "the readings come from different devices (\(first.joined(separator: ", ")) and "
        + "\(second.joined(separator: ", "))), so each device's own error does not cancel"
    case .calibrationChanged(let device):
      "the calibration of \(device) changed between the readings, so its error before and "
        + "after the change does not cancel"
    }
  }
}

extension ReadingFilter.Limit {
  /// `2025-06-21`, or `2025-06-21 14:30 +02:00`.
  var text: String {
    switch self {
    case .day(let day): day
    case .moment(let moment): moment.local.minuteText + " " + moment.iso8601Offset
    }
  }
}

extension ReadingFilter {
  /// "in winter", "from 2025-01-01 to 2025-03-31", "in winter until 2025-02-28"; empty for
  /// the empty filter.
  var text: String {
    var parts: [String] = []
    if let season { parts.append("in \(season.rawValue)") }
    switch (since?.text, until?.text) {
    case (let since?, let until?): parts.append("from \(since) to \(until)")
    case (let since?, nil): parts.append("from \(since)")
    case (nil, let until?): parts.append("until \(until)")
    case (nil, nil): break
    }
    return parts.joined(separator: " ")
  }
}
