extension CaptureDate {
  /// The moment the photo was taken, at the UTC offset the camera recorded
  /// (`OffsetTimeOriginal`); `nil` when it recorded none, since a local time alone does not
  /// say when it was.
  public var timestamp: Timestamp? {
    utcOffsetMinutes.flatMap { timestamp(utcOffsetMinutes: $0) }
  }

  /// The moment this local date and time names at `utcOffsetMinutes`, whatever offset the
  /// camera recorded; `nil` for an offset or a year a ``Timestamp`` does not hold.
  ///
  /// Properties: the result's ``Timestamp/local`` shows this date and time (a leap second, 60,
  /// shows as 59); a caller that assumes an offset keeps the photo's local date, and so its
  /// season, whatever the offset.
  public func timestamp(utcOffsetMinutes offset: Int) -> Timestamp? {
    guard Timestamp.yearRange.contains(year) else { return nil }
    let days = Timestamp.days(fromCivil: year, month, day)
    let local = days * 86_400 + Int64(hour * 3600 + minute * 60 + min(second, 59))
    return Timestamp(secondsSince1970: local - Int64(offset) * 60, utcOffsetMinutes: offset)
  }
}
