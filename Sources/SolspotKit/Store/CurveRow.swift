/// How the store reads a reading as a ``CurveSample``: only the columns a day curve needs
/// (time, offset, kind and figures), checked as ``ReadingRow`` checks them.
///
/// The full row decoder builds a whole ``Reading`` (settings, calibration, error sizes, texts)
/// and checks it; a curve over a season of hourly readings needs thousands of samples per
/// spot, and this reads them at a fraction of the cost (docs/benchmarks.md, "Day curve").
enum CurveRow {
  /// The statement: a spot's readings in a span of time, oldest first, those of each UTC day
  /// outside a span of its minutes left out unless taken at the given moment.
  ///
  /// Parameters: spot id, first and last second, the filter's anchor and length
  /// (``CurveWindow/DaylightFilter``), and the moment always read. The kind is read as a
  /// number (0 estimate, 1 at least, 2 at most), so no text is made per row. The index
  /// `readings_curve` (spot_id, taken_unix, id, then every column read) finds the span,
  /// gives the order and holds the values, so no row of the table is visited. Forced readings
  /// (``Reading/isForced``) are left out; `forced` is the index's last column (version 7).
  static let selectSQL = """
    SELECT id, taken_unix, taken_offset,
      CASE value_kind WHEN 'estimate' THEN 0 WHEN 'atLeast' THEN 1 WHEN 'atMost' THEN 2 END,
      point_lux, lower_lux, upper_lux, confidence
    FROM readings
    WHERE spot_id = ? AND taken_unix BETWEEN ? AND ? AND forced = 0
      AND ((taken_unix - ?) % 86400 < ? OR taken_unix = ?)
    ORDER BY taken_unix, id
    """

  /// The kinds by the number the statement gives them.
  private static let kinds = ["estimate", "atLeast", "atMost"]

  /// The parameters of ``selectSQL`` for `range` of spot `spot`, always reading `latest`.
  static func parameters(spot: SpotID, range: CurveWindow.ReadRange, latest: Int64)
    -> [StoreValue]
  {
    // No filter: every reading from `low` on is less than a day past `low` modulo a day.
    let filter = range.daylight ?? CurveWindow.DaylightFilter(anchor: range.low, length: 86_400)
    return [
      .integer(spot.rawValue), .integer(range.low), .integer(range.high),
      .integer(filter.anchor), .integer(filter.length), .integer(latest),
    ]
  }

  /// The sample in the current row of ``selectSQL``.
  ///
  /// - Throws: ``StoreError/corrupt`` naming the reading and the field for a row no reading
  ///   can have.
  static func decode(_ row: Statement) throws(StoreError) -> CurveSample {
    let id = row.integer(at: 0) ?? 0
    guard let takenAt = row.timestamp(secondsAt: 1, offsetAt: 2) else {
      throw ReadingRow.corrupt(id, "taken_unix", .invalidTime)
    }
    guard let level = row.double(at: 7), let confidence = Confidence(level) else {
      throw ReadingRow.corrupt(
        id, "confidence", .outOfRange(row.double(at: 7), .from(0.5, to: 0.999)))
    }
    guard let kind = row.integer(at: 3).map(Int.init), kinds.indices.contains(kind),
      let value = LuxValue(
        kind: kinds[kind], point: row.double(at: 4), lower: row.double(at: 5),
        upper: row.double(at: 6), confidence: confidence)
    else { throw ReadingRow.corrupt(id, "value_kind", .luxShape) }
    return CurveSample(takenAt: takenAt, value: value)
  }
}

extension Statement {
  /// The time in columns `secondsAt` (Unix seconds) and `offsetAt` (UTC offset in minutes) of
  /// the current row, or `nil` when they are not one.
  func timestamp(secondsAt seconds: Int, offsetAt offset: Int) -> Timestamp? {
    guard let unix = integer(at: seconds), let minutes = integer(at: offset) else { return nil }
    return Timestamp(secondsSince1970: unix, utcOffsetMinutes: Int(minutes))
  }
}
