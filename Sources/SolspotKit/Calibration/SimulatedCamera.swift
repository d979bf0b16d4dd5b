/// A camera whose errors are drawn from the documented error model, for the coverage
/// simulation: the truth that intervals are checked against.
///
/// One simulated device has a constant off the textbook value by δ ~ Normal(0, σ_C), a
/// cover-glass loss A ~ HalfNormal(σ_A) and a geometry bias G ~ Normal(0, σ_geometry), the
/// nominal sizes; all three are the device's own, the same for every reading of it. Each
/// reading adds a scene error (one per spot) and a repeatability error, both normal. The camera
/// meters
///
/// ```
/// EV_camera = log2(true lux) − log2(C_device) − A − G − scene − repeatability
/// ```
///
/// and its auto-exposure turns that into settings: lowest ISO and an exposure time down to
/// the shortest, up to 1/30 s; then ISO up to the highest; then longer times up to the
/// longest. Beyond either end it stays at the limit: a saturated (or too dark) reading, which
/// the estimator must report as a bound.
struct SimulatedCamera: Sendable {
  /// The camera's profile as shipped: nominal constant, f/1.9, ISO 25–1,600, 1/4,000–1/4 s.
  let profile: DeviceProfile
  /// The longest exposure auto-exposure uses before raising ISO.
  static let handheldTime = 1.0 / 30

  /// The simulated camera's profile.
  static func makeProfile() throws(DataError) -> DeviceProfile {
    let source = "Assumption: a simulated camera, for the coverage simulation"
    return try DeviceProfile(
      id: "simulated-front", displayName: "Simulated front camera", camera: .front,
      fNumber: 1.9,
      exposureLimits: ExposureLimits(
        iso: LimitRange(min: 25, max: 1600, status: .documented, source: source),
        exposureDuration: LimitRange(
          min: 1.0 / 4000, max: 0.25, status: .documented, source: source)),
      calibration: Calibration(
        status: .nominal, constantLux: Calibration.textbookConstantLux, constantSigmaEV: 0.5,
        constantSource: "ISO 2720:1974, 2.5 lux at EV 0", sigmaBasis: source),
      notes: [source])
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

  /// One simulated device of this camera model: its own constant and cover glass.
  struct Unit: Sendable {
    /// log2 of the device's true constant, in lux at EV 0.
    var log2Constant: Double
    /// The device's cover-glass loss, in EV (0 or more).
    var attenuation: Double
    /// The bias of the device's flat glass and field of view against a cosine receptor, in EV.
    var geometry: Double
  }

  /// A new device drawn from the nominal model: `σ_C` from the profile, the attenuation and
  /// geometry sizes from the model.
  func drawUnit(model: ErrorModel, using generator: inout SplitMix64) -> Unit {
    let sigmaC = profile.calibration.constantSigmaEV
    let sigmaA = model.template("attenuation").nominalSigmaEV
    let sigmaG = model.template("geometry").nominalSigmaEV
    return Unit(
      log2Constant: Math.log2(profile.calibration.constantLux) + sigmaC * generator.normal(),
      attenuation: generator.halfNormal(sigmaA), geometry: sigmaG * generator.normal())
  }

  /// The settings `unit` chooses at a spot of `trueLux`, with scene and repeatability errors
  /// at their measured sizes (the same as nominal in the built-in model) and an extra error of
  /// `extraEV` stops (a response bend, for extrapolation).
  ///
  /// - Parameter sceneEV: The spot's scene error, when the spot is read more than once (it
  ///   belongs to the spot, so every reading of it shares one); drawn afresh when `nil`.
  func reading(
    of unit: Unit, trueLux: Double, model: ErrorModel, extraEV: Double = 0,
    sceneEV: Double? = nil, using generator: inout SplitMix64
  ) -> Exposure? {
    let scene = sceneEV ?? model.template("scene").measuredSigmaEV * generator.normal()
    let repeatability = model.template("repeatability").measuredSigmaEV * generator.normal()
    let ev =
      Math.log2(trueLux) - unit.log2Constant - unit.attenuation - unit.geometry - scene
      - repeatability - extraEV
    return settings(forEV: ev)
  }
}
