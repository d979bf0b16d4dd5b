/// A phone camera for the coverage simulation, whose errors are truths drawn apart from the
/// error model under test: the geometry from the radiometric model's spots (``SpotPool``), the
/// rest from uniform shapes at the model's sizes (``drawPhone(using:)``).
///
/// Its auto-exposure turns the metered exposure value into settings: lowest ISO and an
/// exposure time down to the shortest, up to 1/30 s; then ISO up to the highest; then longer
/// times up to the longest. Beyond either end it stays at the limit: a saturated (or too
/// dark) reading, which the estimator must report as a bound.
struct SimulatedCamera: Sendable {
  /// The camera's profile: nominal default constant, f/2.2, ISO 19–1,824, 13 µs–0.5 s (the
  /// iPhone X front camera's documented limits: Apple, iOS Device Compatibility Reference,
  /// Cameras, 2017).
  let profile: DeviceProfile
  /// The longest exposure auto-exposure uses before raising ISO (assumption).
  static let handheldTime = 1.0 / 30

  /// The simulated camera's profile.
  static func makeProfile() throws(DataError) -> DeviceProfile {
    let source = "Apple, iOS Device Compatibility Reference, Cameras, 2017 (iPhone X front camera)"
    return try DeviceProfile(
      id: "simulated-front", displayName: "Simulated front camera", camera: .front,
      fNumber: 2.2,
      exposureLimits: ExposureLimits(
        iso: LimitRange(min: 19, max: 1824, status: .documented, source: source),
        exposureDuration: LimitRange(min: 13e-6, max: 0.5, status: .documented, source: source)),
      calibration: Calibration(
        status: .nominal, constantLux: Calibration.defaultConstantLux,
        constantSigmaEV: Calibration.nominalConstantSigmaEV,
        constantSource: "the default constant (Calibration.defaultConstantLux)",
        sigmaBasis: "Assumption: the nominal profile's own"),
      notes: ["A simulated camera, for the coverage simulation."])
  }

  /// The settings auto-exposure picks for a metered exposure value, clamped to the limits,
  /// or `nil` if the camera has no lens or limits (never for ``makeProfile()``).
  func settings(forEV ev: Double) -> Exposure? {
    guard let n = profile.fNumber, let limits = profile.exposureLimits else { return nil }
    let product = n * n * 100 / Math.exp2(ev)  // t · S at this EV
    var iso = limits.iso.min
    var time = product / iso
    if time > Self.handheldTime {
      time = max(Self.handheldTime, limits.exposureDuration.min)
      iso = min(limits.iso.max, max(limits.iso.min, product / time))
      time = product / iso
    }
    time = min(limits.exposureDuration.max, max(limits.exposureDuration.min, time))
    return try? Exposure(fNumber: n, exposureTime: time, iso: iso)
  }

  /// The point values at the camera's dark and bright limits with its nominal constant, in lux.
  var luxLimits: ClosedRange<Double>? {
    guard let n = profile.fNumber, let limits = profile.exposureLimits,
      let dark = try? Exposure(
        fNumber: n, exposureTime: limits.exposureDuration.max, iso: limits.iso.max),
      let bright = try? Exposure(
        fNumber: n, exposureTime: limits.exposureDuration.min, iso: limits.iso.min)
    else { return nil }
    let c = profile.calibration.constantLux
    return c * Math.exp2(dark.sceneEV)...c * Math.exp2(bright.sceneEV)
  }

  /// One simulated phone of this camera model: its own errors, drawn from shapes unlike the
  /// error model's (uniform where the model says normal), at the model's sizes.
  struct Phone: Sendable {
    /// How far the camera's own exposure target sits from K = 12.5, in EV.
    var constantOffset: Double
    /// The light a protector or case lip takes, in EV (0 or more).
    var protector: Double
    /// The smudge on the glass at the time, in EV (either way).
    var smudge: Double
  }

  /// The sizes of this camera's phones' errors.
  var sizes: PhoneErrorSizes = .model

  /// A uniform draw of standard deviation `sigma`: ±σ·√3.
  static func uniform(_ sigma: Double, using generator: inout SplitMix64) -> Double {
    sigma * 3.0.squareRoot() * Double.random(in: -1...1, using: &generator)
  }

  /// A new phone. Truths, not the model: the camera's offset uniform over ±0.52 EV (σ 0.3),
  /// a protector on 40% of phones taking uniform 0 to 0.25 EV, a smudge uniform over
  /// ±0.17 EV (σ 0.1); or the ``Sizes/larger`` ones.
  func drawPhone(using generator: inout SplitMix64) -> Phone {
    let protector =
      Double.random(in: 0..<1, using: &generator) < sizes.protectorShare
      ? Double.random(in: 0...sizes.protectorMax, using: &generator) : 0
    return Phone(
      constantOffset: Self.uniform(sizes.offset, using: &generator), protector: protector,
      smudge: Self.uniform(sizes.smudge, using: &generator))
  }

  /// The settings `phone` chooses at a spot of `trueLux` whose geometry error is `geometryEV`
  /// (log2 C_eff minus log2 of the nominal constant), with a repeatability error uniform over
  /// ±0.17 EV (σ 0.1) and an extra `extraEV` (a response bend or trend):
  ///
  /// ```
  /// EV = log2(true lux) − log2(C_nominal) − geometry − offset − protector − smudge − repeat − extra
  /// ```
  func reading(
    of phone: Phone, trueLux: Double, geometryEV: Double, extraEV: Double = 0,
    using generator: inout SplitMix64
  ) -> Exposure? {
    let ev =
      Math.log2(trueLux) - Math.log2(profile.calibration.constantLux) - geometryEV
      - phone.constantOffset - phone.protector - phone.smudge - extraEV
      - Self.uniform(sizes.repeatability, using: &generator)
    return settings(forEV: ev)
  }
}

/// The sizes of a simulated phone's own errors: the error model's, or others, so that the
/// proof does not only check the model against its own sizes.
public enum PhoneErrorSizes: String, Sendable, Hashable, CaseIterable {
  /// The model's sizes: the camera's offset σ 0.3 EV, smudge and repeatability σ 0.1 EV, a
  /// protector on 40% of phones taking 0 to 0.25 EV.
  case model
  /// Larger ones (assumption: a reader's phone worse than the model says in every part):
  /// the camera's offset σ 0.45 EV, smudge σ 0.2 EV, repeatability σ 0.15 EV, a protector
  /// on 60% of phones taking 0 to 0.4 EV.
  case larger

  var offset: Double { self == .model ? 0.3 : 0.45 }
  var smudge: Double { self == .model ? 0.1 : 0.2 }
  var repeatability: Double { self == .model ? 0.1 : 0.15 }
  var protectorShare: Double { self == .model ? 0.4 : 0.6 }
  var protectorMax: Double { self == .model ? 0.25 : 0.4 }
}
