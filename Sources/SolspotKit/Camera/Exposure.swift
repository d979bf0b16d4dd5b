/// The exposure settings a camera chose: f-number, exposure time, ISO and exposure bias.
///
/// Values are validated when the exposure is made, so an `Exposure` always holds settings a real
/// camera could use. The limits are deliberately generous (they reject nonsense, not unusual
/// cameras):
///
/// | field | allowed | why |
/// |---|---|---|
/// | f-number | 0.5 to 512 | f/0.5 is the limit for a lens in air; pinhole cameras reach f/500 |
/// | exposure time | 1 µs to 3,600 s | faster than any shutter; an hour is past any meter reading |
/// | ISO | 1 to 10,000,000 | the fastest cameras sold reach a few million |
/// | bias | −10 to +10 EV | cameras offer ±5 EV at most |
///
/// Properties (mirrored by the tests):
/// - `ev100` rises with the f-number and falls with the exposure time and with ISO.
/// - One stop more of any setting moves `ev100` by exactly one.
/// - `sceneEV == ev100 + bias`.
public struct Exposure: Sendable, Hashable {
  /// The lens f-number N.
  public let fNumber: Double
  /// The exposure time t, in seconds.
  public let exposureTime: Double
  /// The arithmetic ISO speed S.
  public let iso: Double
  /// The exposure compensation the camera applied, in EV (0 when none).
  public let bias: Double

  /// The allowed f-numbers.
  public static let fNumberRange: ClosedRange<Double> = 0.5...512
  /// The allowed exposure times, in seconds.
  public static let exposureTimeRange: ClosedRange<Double> = 0.000_001...3_600
  /// The allowed ISO speeds.
  public static let isoRange: ClosedRange<Double> = 1...10_000_000
  /// The allowed exposure bias, in EV.
  public static let biasRange: ClosedRange<Double> = -10...10

  /// Creates exposure settings, rejecting values no camera produces.
  ///
  /// - Parameters:
  ///   - fNumber: The lens f-number N, e.g. `1.9`.
  ///   - exposureTime: The exposure time in seconds, e.g. `1.0 / 60`.
  ///   - iso: The arithmetic ISO speed, e.g. `100`.
  ///   - bias: The exposure compensation in EV; positive when the camera was told to expose
  ///     brighter than its meter.
  /// - Throws: ``ExposureError`` naming the first field that is not finite, not positive or out
  ///   of range, checked in the order f-number, exposure time, ISO, bias.
  public init(fNumber: Double, exposureTime: Double, iso: Double, bias: Double = 0)
    throws(ExposureError)
  {
    try Self.check(fNumber, .fNumber, Self.fNumberRange, positive: true)
    try Self.check(exposureTime, .exposureTime, Self.exposureTimeRange, positive: true)
    try Self.check(iso, .iso, Self.isoRange, positive: true)
    try Self.check(bias, .bias, Self.biasRange, positive: false)
    self.fNumber = fNumber
    self.exposureTime = exposureTime
    self.iso = iso
    self.bias = bias
  }

  private static func check(
    _ value: Double, _ field: ExposureField, _ allowed: ClosedRange<Double>, positive: Bool
  ) throws(ExposureError) {
    guard value.isFinite else { throw .notFinite(field: field, value: value) }
    if positive && value <= 0 { throw .notPositive(field: field, value: value) }
    guard allowed.contains(value) else {
      throw .outOfRange(field: field, value: value, allowed: allowed)
    }
  }

  // MARK: - Exposure value

  /// The exposure value of the settings at ISO 100, without bias:
  ///
  /// ```
  /// EV100 = log2(N² / t) − log2(S / 100)
  /// ```
  ///
  /// This is what ExifTool calls LightValue. Source: APEX (Kerr, "APEX — The Additive System of
  /// Photographic Exposure", 2007): Av = 2·log2 N, Tv = −log2 t, Sv = log2(S/3.125), and
  /// EV100 = Av + Tv − (Sv − 5).
  public var ev100: Double {
    Math.log2(fNumber * fNumber / exposureTime) - Math.log2(iso / 100)
  }

  /// The exposure value of the scene, with the exposure bias applied:
  ///
  /// ```
  /// sceneEV = EV100 + bias
  /// ```
  ///
  /// With a bias of +1 EV the camera deliberately lets in one stop more light than its meter
  /// asked for, so its settings read one stop darker than the scene: the scene is one stop
  /// brighter than the settings alone imply, and the bias is added.
  public var sceneEV: Double { ev100 + bias }
}
