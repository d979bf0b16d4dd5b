extension LampSchedule {
  /// `07:05` for minute 425 of the day: ISO 8601's local time of day (`hh:mm`), the form of a
  /// schedule's ends in `spot set --lamp` and in exports.
  public static func iso8601Time(minute: Int) -> String {
    let m = ((minute % 1_440) + 1_440) % 1_440
    return Timestamp.two(m / 60) + ":" + Timestamp.two(m % 60)
  }

  /// The minute of the day of `07:00` or `7:00`; `24:00` is midnight; `nil` for any other
  /// text.
  public static func minute(clockText text: Substring) -> Int? {
    let fields = text.split(separator: ":", omittingEmptySubsequences: false)
    guard fields.count == 2, (1...2).contains(fields[0].count), fields[1].count == 2,
      fields.allSatisfy({ $0.allSatisfy(\.isASCII) }),
      let hour = Int(fields[0]), let minute = Int(fields[1]), (0...24).contains(hour),
      (0..<60).contains(minute), hour < 24 || minute == 0
    else { return nil }
    return (hour * 60 + minute) % 1_440
  }
}
