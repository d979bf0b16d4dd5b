/// One paired reading for a calibration: what the camera chose and what a reference lux meter
/// read at the same spot and moment.
///
/// Made by ``CalibrationFile`` from the CSV or JSON Lines format of docs/calibration-format.md,
/// or directly. Properties:
/// - `referenceLux` is finite and greater than 0 (files and `calibrate add` hold it to
///   ``Calibration/Measurement/referenceLuxRange``);
/// - `sceneEV` is the camera's EV100 plus its exposure bias, as ``LuxEstimator`` uses it.
public struct CalibrationObservation: Sendable, Hashable {
  /// What the camera reported.
  public enum CameraReading: Sendable, Hashable {
    /// Full exposure settings: they can be checked against the camera's limits.
    case settings(Exposure)
    /// Only an exposure value at ISO 100 and the bias applied: the camera's limits cannot be
    /// checked, so a saturated reading cannot be recognised.
    case exposureValue(ev100: Double, bias: Double)
  }

  /// The camera's side of the pair.
  public let reading: CameraReading
  /// The reference meter's illuminance at the same spot and moment, in lux.
  public let referenceLux: Double
  /// When the pair was taken, as written in the file (ISO 8601 recommended), if given.
  public let time: String?
  /// The kind of light, e.g. `daylight`, `led`, `fluorescent`, `incandescent`, if given.
  public let light: String?
  /// A free remark, if given.
  public let note: String?
  /// The line of the file the pair came from, for messages; 0 when it came from elsewhere.
  public let line: Int

  /// Creates an observation.
  ///
  /// - Precondition: `referenceLux` is finite and greater than 0 (``CalibrationFile`` checks
  ///   this for files and reports the line).
  public init(
    reading: CameraReading, referenceLux: Double, time: String? = nil, light: String? = nil,
    note: String? = nil, line: Int = 0
  ) {
    precondition(referenceLux.isFinite && referenceLux > 0, "reference lux must be above 0")
    self.reading = reading
    self.referenceLux = referenceLux
    self.time = time
    self.light = light
    self.note = note
    self.line = line
  }

  // MARK: - The reference meter's range

  /// The number written in `text` as ``NumberText/number(_:)`` reads it, except that a
  /// decimal number too large for a `Double` (`1e400`) is infinity rather than `nil`, so that
  /// ``referenceLuxProblem(_:written:)`` can say it is too bright.
  public static func luxNumber(_ text: String) -> Double? {
    if let value = NumberText.number(text) { return value }
    let isDecimal =
      !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }
    guard isDecimal, let value = Double(text), value.isInfinite else { return nil }
    return value
  }

  /// Why a reference reading of `value` lux, written `text`, cannot be a pair's, or `nil` when
  /// it can.
  ///
  /// - Parameters:
  ///   - value: The number read from `text`; 0 for a number too small for a `Double`
  ///     (`1e-400`), infinity for one too large.
  ///   - text: The value as the user wrote it.
  public static func referenceLuxProblem(_ value: Double, written text: String)
    -> ReferenceLuxProblem?
  {
    let range = Calibration.Measurement.referenceLuxRange
    if value > range.upperBound { return .brighterThanDaylight(text, maximum: range.upperBound) }
    // A zero written with a non-zero digit is a number too small for a Double (1e-400).
    let mantissa = text.prefix { $0 != "e" && $0 != "E" }
    let isWrittenZero = !mantissa.contains { ("1"..."9").contains($0) }
    if value < 0 || (value == 0 && isWrittenZero) { return .notPositive(text) }
    if value < range.lowerBound { return .tooSmall(text, minimum: range.lowerBound) }
    return nil
  }

  // MARK: - Derived values

  /// The settings, when the camera reported them in full.
  public var exposure: Exposure? {
    if case .settings(let exposure) = reading { exposure } else { nil }
  }

  /// The exposure value of the scene: EV100 plus bias.
  public var sceneEV: Double {
    switch reading {
    case .settings(let exposure): exposure.sceneEV
    case .exposureValue(let ev100, let bias): ev100 + bias
    }
  }

  /// The day the pair was taken, `YYYY-MM-DD`, when ``time`` starts with a real date.
  public var day: String? {
    guard let time else { return nil }
    let prefix = String(time.prefix(10))
    return CalendarDay(prefix) != nil ? prefix : nil
  }

  /// The constant this pair alone implies, in stops: `log2(referenceLux) − sceneEV`, that is
  /// log2 of C in lux at EV 0.
  public var log2Constant: Double { Math.log2(referenceLux) - sceneEV }

  /// The constant this pair alone implies, in lux at EV 0: `referenceLux / 2^sceneEV`.
  public var impliedConstantLux: Double { Math.exp2(log2Constant) }
}

/// Why a reference reading cannot be a calibration pair's, with the value as the user wrote it.
public enum ReferenceLuxProblem: Sendable, Hashable {
  /// Brighter than any daylight: above `maximum` lux (sunlight above the atmosphere is about
  /// 128,000 lux).
  case brighterThanDaylight(String, maximum: Double)
  /// Zero or negative.
  case notPositive(String)
  /// Below `minimum`, the finest step of lux meters.
  case tooSmall(String, minimum: Double)
}
