/// The error components every reading carries besides its calibration constant, loaded from
/// `Data/error-model.json`, and the rules for which of them apply.
///
/// | id | kind | shape | applies |
/// |---|---|---|---|
/// | `calibrationConstant` | device | normal | always; σ from the device profile |
/// | `unitVariation` | device | normal | measured profiles of scope `model` |
/// | `attenuation` | device | one-sided up | always (protector, case lip) |
/// | `smudge` | device | normal | always |
/// | `geometry` | device | t | always; the part two spots of one home share (0 when measured) |
/// | `scene` | scene | t | always; the spot-specific part; a fit's own scatter when measured |
/// | `photoScene` | scene | normal | photos (``MeasurementGeometry/photo``) only; moves the point by its `pointOffsetEV` |
/// | `season` | scene | t | never in a reading; a ratio of one spot's seasons: the lasting part (``seasonTerm``) |
/// | `seasonMoment` | scene | t | never in a reading; a ratio of one spot's seasons: per reading (``seasonTerm``) |
/// | `repeatability` | random | normal | always; a capture's own spread when larger |
/// | `extrapolation` | level | normal | measured profiles, per decade outside `validLux` |
/// | `trend` | level | normal | measured profiles with a strong trend, at the reading's level |
public struct ErrorModel: Sendable, Hashable {
  /// One component as the data file describes it, before it is applied to a reading.
  public struct Template: Sendable, Hashable {
    /// The component's identifier.
    public let id: String
    /// How it behaves in comparisons.
    public let kind: ErrorComponent.Kind
    /// Symmetric or one-sided.
    public let shape: ErrorComponent.Shape
    /// Its size for nominal profiles, in EV.
    public let nominalSigmaEV: Double
    /// Its size for measured profiles, in EV.
    public let measuredSigmaEV: Double
    /// When it applies, in words.
    public let appliesTo: String
    /// The measurement or labelled assumption behind the sizes.
    public let basis: String
    /// How far the component moves the point of the readings it applies to, in EV: 0 but for
    /// `photoScene`, whose readings meter a scene's reflected light, not a flat camera's view.
    public let pointOffsetEV: Double
    /// The degrees of freedom of a t-shaped component, or `nil` for a normal one.
    public let degrees: Int?

    /// Creates a template.
    public init(
      id: String, kind: ErrorComponent.Kind, shape: ErrorComponent.Shape,
      nominalSigmaEV: Double, measuredSigmaEV: Double, appliesTo: String, basis: String,
      pointOffsetEV: Double = 0, degrees: Int? = nil
    ) {
      self.degrees = degrees
      self.id = id
      self.kind = kind
      self.shape = shape
      self.nominalSigmaEV = nominalSigmaEV
      self.measuredSigmaEV = measuredSigmaEV
      self.appliesTo = appliesTo
      self.basis = basis
      self.pointOffsetEV = pointOffsetEV
    }

    func component(sigmaEV: Double, degrees: Int? = nil) -> ErrorComponent {
      ErrorComponent(
        id: id, kind: kind, shape: shape, sigmaEV: sigmaEV, basis: .stated(basis),
        degrees: degrees ?? self.degrees)
    }

    func component(measured: Bool) -> ErrorComponent {
      component(sigmaEV: measured ? measuredSigmaEV : nominalSigmaEV)
    }
  }

  /// The identifiers the model must define.
  public static let requiredIDs = [
    "unitVariation", "attenuation", "smudge", "geometry", "scene", "photoScene",
    "repeatability", "extrapolation",
  ]

  /// The templates by identifier.
  public let templates: [String: Template]

  /// Creates a model from its templates.
  ///
  /// - Throws: ``DataError`` when a required component is missing or a size is not a finite
  ///   number of at least 0.
  public init(templates: [Template]) throws(DataError) {
    var byID: [String: Template] = [:]
    for (index, template) in templates.enumerated() {
      guard byID[template.id] == nil else {
        throw DataError(
          file: "error-model.json", field: "components[\(index)].id",
          reason: .duplicate(template.id))
      }
      guard template.pointOffsetEV.isFinite, abs(template.pointOffsetEV) <= 4 else {
        throw DataError(
          file: "error-model.json", field: "components[\(index)].pointOffsetEV",
          reason: .outOfRange(template.pointOffsetEV, .from(-4, to: 4, unit: .exposureValue)))
      }
      if let degrees = template.degrees, degrees < 1 || template.shape != .normal {
        throw DataError(
          file: "error-model.json", field: "components[\(index)].degrees",
          reason: degrees < 1
            ? .outOfRange(Double(degrees), .atLeast(1))
            : .onlyWith(
              "shape", value: ErrorComponent.Shape.normal.rawValue, not: template.shape.rawValue))
      }
      for sigma in [template.nominalSigmaEV, template.measuredSigmaEV]
      where !(sigma.isFinite && sigma >= 0 && sigma <= 3) {
        throw DataError(
          file: "error-model.json", field: "components[\(index)].sigmaEV",
          reason: .outOfRange(sigma, .from(0, to: 3, unit: .exposureValue)))
      }
      byID[template.id] = template
    }
    for id in Self.requiredIDs where byID[id] == nil {
      throw DataError(
        file: "error-model.json", field: "components", reason: .componentMissing(id))
    }
    self.templates = byID
  }

  /// The model built into the library from `Data/error-model.json`.
  public static func builtIn() throws(DataError) -> ErrorModel { try builtInResult.get() }

  private static let builtInResult: Result<ErrorModel, DataError> = Result {
    () throws(DataError) -> ErrorModel in
    let file = "error-model.json"
    guard let text = BuiltInData.contents(of: "Data/\(file)") else {
      throw DataError(file: file, field: "", reason: .notBuiltIn)
    }
    return try DataDecoding.decode(ErrorModel.self, from: text, file: file)
  }

  func template(_ id: String) -> Template {
    // The initializer guarantees every required id.
    guard let template = templates[id] else { preconditionFailure("missing component \(id)") }
    return template
  }

  /// The components of one reading.
  ///
  /// A measured calibration that recorded its pairs' scatter (``Calibration/Measurement/spotScatterEV``)
  /// replaces the model's spot-specific `scene` size with that scatter, t-shaped with its
  /// degrees of freedom, and its shared `geometry` is the model's measured size (0: the fit's
  /// constant holds what the home's spots share); the constant's own σ then rests on the same
  /// scatter and carries the same degrees, so that together they are the prediction interval
  /// of a new spot, `s·√(1 + 1/n)` with Student's t (docs/uncertainty.md, "Calibrated
  /// readings"). A strong brightness trend adds `trend`, evaluated at the reading's level.
  ///
  /// - Parameters:
  ///   - calibration: The device profile's calibration.
  ///   - pointLux: The reading's point value, to tell whether it lies outside a measured
  ///     calibration's range and how far from its centre.
  ///   - observedSpreadEV: The scatter a capture measured over its settled window, when there
  ///     is one; the repeatability component is the larger of it and the model's floor.
  ///   - geometry: How the camera was placed; a photo adds the `photoScene` component.
  public func budget(
    calibration: Calibration, pointLux: Double, observedSpreadEV: Double? = nil,
    geometry: MeasurementGeometry = .flatScreenUp
  ) -> ErrorBudget {
    let measurement = calibration.measurement
    let measured = measurement != nil
    let scatter = measurement?.spotScatterEV
    let scatterDegrees = measurement?.spotScatterDegrees
    var components = [
      ErrorComponent(
        id: "calibrationConstant", kind: .device, shape: .normal,
        sigmaEV: calibration.constantSigmaEV, basis: .stated(calibration.sigmaBasis),
        degrees: scatter == nil ? nil : scatterDegrees)
    ]
    if measurement?.scope == .model {
      components.append(template("unitVariation").component(measured: true))
    }
    components.append(template("attenuation").component(measured: measured))
    components.append(template("smudge").component(measured: measured))
    let shared = template("geometry")
    components.append(
      measured && shared.measuredSigmaEV == 0
        ? shared.component(sigmaEV: 0, degrees: nil) : shared.component(measured: measured))
    let scene = template("scene")
    if let scatter, let scatterDegrees {
      components.append(
        ErrorComponent(
          id: "scene", kind: .scene, shape: .normal, sigmaEV: scatter,
          basis: .calibrationScatter(degrees: scatterDegrees),
          degrees: scatterDegrees))
    } else {
      components.append(scene.component(measured: measured))
    }
    if geometry == .photo {
      components.append(template("photoScene").component(measured: measured))
    }
    let repeatability = template("repeatability")
    let floor = measured ? repeatability.measuredSigmaEV : repeatability.nominalSigmaEV
    components.append(repeatability.component(sigmaEV: max(floor, observedSpreadEV ?? 0)))
    if let measurement {
      let decades = Self.decadesOutside(measurement.validLux, pointLux)
      if decades > 0 {
        let extrapolation = template("extrapolation")
        components.append(extrapolation.component(sigmaEV: extrapolation.measuredSigmaEV * decades))
      }
      if let bias = measurement.trendBiasEV(atLux: pointLux) {
        components.append(
          ErrorComponent(
            id: "trend", kind: .level, shape: .normal,
            sigmaEV: Self.trendSigma(biasEV: abs(bias)),
            basis: .calibrationTrend))
      }
    }
    return ErrorBudget(components: components)
  }

  /// The season term: how much one spot's own geometry error can change between two seasons'
  /// daylight, or `nil` when the model has none: the lasting part (the `season` component)
  /// and the part of each moment (`seasonMoment`, none when absent), both t-shaped.
  ///
  /// A same-device ratio of two sets of readings of one spot (``SeasonalReport``) counts it
  /// once instead of the spot's `scene` part twice: the spot, its room and the phone's place
  /// are the same, only the light's directions change (``SeasonTermSplit``).
  public var seasonTerm: SeasonTerm? {
    func spread(_ template: Template) -> ErrorSpread {
      ErrorSpread(sigma: template.nominalSigmaEV, degrees: template.degrees)
    }
    return templates["season"].map { lasting in
      SeasonTerm(lasting: spread(lasting), moment: templates["seasonMoment"].map(spread) ?? .zero)
    }
  }

  /// The season term of the built-in model, or `nil` when it cannot be loaded.
  public static var builtInSeasonTerm: SeasonTerm? { (try? builtIn())?.seasonTerm }

  /// The σ of a normal whose 50% half-width is `biasEV`: `biasEV / 0.674`, so that even the
  /// 50% interval reaches a bias the constant leaves (docs/uncertainty.md, "A brightness
  /// trend").
  public static func trendSigma(biasEV: Double) -> Double {
    biasEV / NormalDistribution.quantile(0.75)
  }

  /// How far the point of a reading taken with `geometry` lies from `C · 2^EV`, in EV: the
  /// `photoScene` component's `pointOffsetEV` for a photo, else 0.
  public func pointOffsetEV(_ geometry: MeasurementGeometry) -> Double {
    geometry == .photo ? template("photoScene").pointOffsetEV : 0
  }

  /// Whether the budget of a reading at `pointLux` depends on that level: with a measured
  /// calibration's strong trend, or beyond the lux range it covered. Otherwise every reading
  /// of one profile, geometry and capture spread has the same budget.
  public static func budgetDependsOnLevel(_ calibration: Calibration, pointLux: Double) -> Bool {
    guard let measurement = calibration.measurement else { return false }
    return measurement.trendBiasEV(atLux: pointLux) != nil
      || decadesOutside(measurement.validLux, pointLux) > 0
  }

  /// How many decades `lux` lies outside `range` (0 inside it).
  static func decadesOutside(_ range: ClosedRange<Double>, _ lux: Double) -> Double {
    if lux < range.lowerBound { return Math.log10(range.lowerBound / lux) }
    if lux > range.upperBound { return Math.log10(lux / range.upperBound) }
    return 0
  }
}
