// Turning one row's cells into a ``CalibrationObservation``, with an error naming the column
// for every value that cannot be used.

extension CalibrationFile {
  /// The largest exposure value at ISO 100 a row may give: far beyond sunlight (about 15) and
  /// starlight (about −6) either way.
  static let ev100Range: ClosedRange<Double> = -30...40

  static func observation(_ row: Row, file: String) throws(CalibrationFileError)
    -> CalibrationObservation
  {
    func fail(_ column: String, _ reason: CalibrationFileError.Reason) -> CalibrationFileError {
      CalibrationFileError(file: file, line: row.line, column: column, reason: reason)
    }
    func cell(_ column: String) throws(CalibrationFileError) -> String {
      guard let value = row.cells[column] else { throw fail(column, .empty) }
      return value
    }
    func number(_ column: String, _ expected: CalibrationFileError.NumberKind)
      throws(CalibrationFileError) -> Double
    {
      let text = try cell(column)
      guard let value = NumberText.number(text) else {
        throw fail(column, .notANumber(text, expected: expected))
      }
      return value
    }

    let luxText = try cell("reference_lux")
    guard let referenceLux = CalibrationObservation.luxNumber(luxText) else {
      throw fail("reference_lux", .notANumber(luxText, expected: .lux))
    }
    if let problem = CalibrationObservation.referenceLuxProblem(referenceLux, written: luxText) {
      throw fail("reference_lux", .referenceLux(problem))
    }
    let bias = row.cells["bias"] == nil ? 0 : try number("bias", .bias)
    let reading: CalibrationObservation.CameraReading
    if row.usesExposureValue {
      let ev100 = try number("ev100", .ev100)
      guard ev100Range.contains(ev100) else {
        throw fail("ev100", .ev100OutOfRange(ev100, allowed: ev100Range))
      }
      guard Exposure.biasRange.contains(bias) else {
        throw fail("bias", .biasOutOfRange(bias, allowed: Exposure.biasRange))
      }
      reading = .exposureValue(ev100: ev100, bias: bias)
    } else {
      let apertureText = try cell("aperture")
      guard let fNumber = Exposure.fNumber(apertureText) else {
        throw fail("aperture", .notANumber(apertureText, expected: .fNumber))
      }
      let shutterText = try cell("shutter")
      // A plain number (JSON's 0.0083 or 1.3e-05) is seconds; else a written time.
      guard let seconds = NumberText.number(shutterText) ?? ExposureTimeText.seconds(shutterText)
      else {
        throw fail("shutter", .notANumber(shutterText, expected: .exposureTime))
      }
      let iso = try number("iso", .iso)
      do {
        reading = .settings(
          try Exposure(fNumber: fNumber, exposureTime: seconds, iso: iso, bias: bias))
      } catch {
        let column =
          switch error.field {
          case .fNumber: "aperture"
          case .exposureTime: "shutter"
          case .iso: "iso"
          case .bias: "bias"
          }
        throw fail(column, .exposure(error))
      }
    }
    if let time = row.cells["time"], let problem = timeProblem(time) { throw fail("time", problem) }
    return CalibrationObservation(
      reading: reading, referenceLux: referenceLux, time: row.cells["time"],
      light: row.cells["light"], note: row.cells["note"], line: row.line)
  }

  /// Why `text` is not a time a pair can carry, or `nil` when it is one: ISO 8601 with an
  /// offset (`2026-03-14T10:20:00+01:00`), the same without one (`2026-03-14T10:20`,
  /// `2026-03-14 10:20`: the wall clock where it was taken), or a day (`2026-03-14`).
  static func timeProblem(_ text: String) -> CalibrationFileError.Reason? {
    if let problem = DayProblem(String(text.prefix(10))) { return .time(text, problem) }
    if CalendarDay(text) != nil || Timestamp(iso8601: text) != nil
      || (text.count > 10 && Timestamp(iso8601: text + "Z") != nil)
    {
      return nil
    }
    return .time(text, nil)
  }
}
