/// Why a reading is not the light at any spot, so that `spot measure` refuses to save it
/// unless forced (`--force`, which saves it flagged: ``Reading/isForced``).
///
/// Two rules, each with the figures it compared:
/// - **brighter than the sun**: the reading's point value, or its "at least" bound, is above
///   ``EstimateNote/brightestDaylightLux`` (130,000 lux): ``EstimateNote/isImplausiblyBright(_:)``,
///   the same rule that gives the ``EstimateNote/implausiblyBright`` note, so a reading with
///   the note is refused and one without it is not. Full sun outdoors is about 10,000
///   foot-candles, about 108,000 lux (University of Maryland Extension, "Lighting for indoor
///   plants"); 130,000 allows for sunnier places. Such a reading is not the light of a spot:
///   either the settings are wrong, or the sun shone into the camera (a spot in direct sun
///   gets more than 20,000 lux, and its level is measured when the sun is off it);
/// - **beyond the device's documented range**: a setting (ISO or exposure time) lies outside
///   the range documented for the device (``LimitRange/Status/documented``) by more than the
///   rounding margin ``ExposureLimits/tolerance`` (1/6 EV): the camera cannot have chosen it,
///   so the settings or the device are wrong. Generic limits, assumed for a model whose own
///   are not public, refuse nothing: they only say where saturation is likely.
///
/// An "at most" bound claims no light and is never brighter than the sun.
///
/// A reading is flagged by the first rule whenever it enters a store (``SpotStore`` saves,
/// imports, and migrations 7 and 9 flag it by its figures), so readings saved before this
/// rule, or read from an older export, are flagged too: their figures are kept, and levels
/// leave them out as they leave out forced ones.
///
/// Properties (mirrored by the tests): the first rule fires exactly when the estimate carries
/// the ``EstimateNote/implausiblyBright`` note; an estimate whose point is at most 130,000 lux
/// and whose settings lie within the documented range, or within the margin of it, gives no
/// refusal; each refusal carries the figures its rule compared.
public enum ImplausibleReading: Sendable, Hashable {
  /// The point value, or the "at least" bound (`isBound`), `lux`, is above `limitLux`.
  case brighterThanSun(lux: Double, isBound: Bool, limitLux: Double)
  /// The setting `field` (``ExposureField/iso`` or ``ExposureField/exposureTime``) is
  /// `value`, outside the device's documented `range` by more than `marginEV`.
  case beyondDocumentedRange(
    field: ExposureField, value: Double, range: ClosedRange<Double>, marginEV: Double)

  /// A stable code for scripts: `brighter-than-sun`, `beyond-documented-range`.
  public var code: String {
    switch self {
    case .brighterThanSun: "brighter-than-sun"
    case .beyondDocumentedRange: "beyond-documented-range"
    }
  }

  /// The rules `estimate` breaks, in the order above; empty for a plausible reading.
  public static func check(_ estimate: LuxEstimate) -> [ImplausibleReading] {
    var found = [brightness(estimate.value)].compactMap { $0 }
    guard let limits = estimate.device.exposureLimits else { return found }
    let margin = ExposureLimits.tolerance
    for (field, value, range) in [
      (ExposureField.iso, estimate.exposure.iso, limits.iso),
      (.exposureTime, estimate.exposure.exposureTime, limits.exposureDuration),
    ] where range.status == .documented {
      let factor = Math.exp2(margin)
      if value < range.min / factor || value > range.max * factor {
        found.append(
          .beyondDocumentedRange(
            field: field, value: value, range: range.min...range.max, marginEV: margin))
      }
    }
    return found
  }

  /// The first rule alone, for a value with no settings to check (a stored or imported
  /// reading): ``brighterThanSun(lux:isBound:limitLux:)`` when
  /// ``EstimateNote/isImplausiblyBright(_:)`` holds; else `nil`.
  public static func brightness(_ value: LuxValue) -> ImplausibleReading? {
    guard EstimateNote.isImplausiblyBright(value), let lux = EstimateNote.brightnessFigure(value)
    else { return nil }
    return .brighterThanSun(
      lux: lux, isBound: value.isBound, limitLux: EstimateNote.brightestDaylightLux)
  }
}
