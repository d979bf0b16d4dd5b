// A fit as a `measured` calibration, and a device profile that carries it.

extension CalibrationFit {
  /// Everything that stops this fit from becoming a measured calibration recorded with
  /// `referenceMeter` on `date`, in order: ``refusals``, an empty meter name, a date that is
  /// not a real day written `YYYY-MM-DD`, a date after `today`. Empty when it can become one.
  ///
  /// - Parameters:
  ///   - referenceMeter: The reference meter's name.
  ///   - date: The day of the measurement, `YYYY-MM-DD`.
  ///   - today: The latest day it is anywhere now (the day at UTC+14), `YYYY-MM-DD`, so that
  ///     no time zone's today counts as the future; `nil` leaves the date unchecked for that.
  public func refusals(referenceMeter: String, date: String, today: String?)
    -> [CalibrationRefusal]
  {
    var refusals = self.refusals
    if Substring(referenceMeter).trimmingSpaces().isEmpty {
      refusals.append(.missingReferenceMeter)
    }
    if let day = CalendarDay(date) {
      if let today = today.flatMap(CalendarDay.init), day > today {
        refusals.append(.futureDate(date))
      }
    } else {
      refusals.append(.invalidDate(date))
    }
    return refusals
  }

  /// The fit as a `measured` calibration block (docs/calibration-format.md).
  ///
  /// The constant is written to four significant figures and its σ rounded up to the next
  /// thousandth of an EV, so that the file never claims more precision than the fit.
  ///
  /// - Parameters:
  ///   - referenceMeter: The reference meter, e.g. "Sekonic C-800, cosine receptor".
  ///   - date: The day of the measurement, `YYYY-MM-DD`.
  ///   - scope: ``Calibration/Measurement/Scope/unit`` when the readings were taken with the
  ///     phone the profile is for; ``Calibration/Measurement/Scope/model`` for another unit of
  ///     the model, which adds unit-to-unit variation to every estimate.
  ///   - today: As for ``refusals(referenceMeter:date:today:)``.
  ///   - constantSource: Where the constant comes from, for the profile's `constantSource`:
  ///     the caller words it (the CLI names the pairs, the meter, the date and the lux range).
  ///   - sigmaBasis: Why the constant's σ is what it is, for the profile's `sigmaBasis`, from
  ///     ``standardErrorEV``, ``spotScatterEV`` and ``referenceSigmaEV``; the caller words it.
  /// - Throws: The first of ``refusals(referenceMeter:date:today:)``; ask that for all of them.
  public func calibration(
    referenceMeter: String, date: String, scope: Calibration.Measurement.Scope,
    today: String? = nil, constantSource: String, sigmaBasis: String
  ) throws(CalibrationRefusal) -> Calibration {
    if let refusal = refusals(referenceMeter: referenceMeter, date: date, today: today).first {
      throw refusal
    }
    let meter = String(Substring(referenceMeter).trimmingSpaces())
    let sigma = (constantSigmaEV * 1000 * (1 - 1e-12)).rounded(.up) / 1000
    return Calibration(
      status: .measured(
        Calibration.Measurement(
          samples: samples, referenceMeter: meter, date: date, scope: scope, validLux: luxRange,
          residualSigmaEV: residualSigmaEV.map { ($0 * 1000).rounded() / 1000 },
          residualSlope: trend.map { ($0.slope * 10_000).rounded() / 10_000 },
          trendChangeEV: trendSigmaEV == nil
            ? nil : trend.map { ($0.changeEV * 1000).rounded() / 1000 },
          spotScatterEV: spotScatterEV.map { ($0 * 1000 * (1 - 1e-12)).rounded(.up) / 1000 },
          spotScatterDegrees: spotScatterDegrees,
          centerLux: SignificantFigures(centerLux, figures: 4, rounding: .nearest).map {
            min(luxRange.upperBound, max(luxRange.lowerBound, $0.value))
          })),
      constantLux: SignificantFigures(constantLux, figures: 4, rounding: .nearest)?.value
        ?? constantLux,
      constantSigmaEV: sigma,
      constantSource: constantSource, sigmaBasis: sigmaBasis)
  }

  /// How the notes a fit adds to a profile begin, so that a later fit can replace them.
  static let notePrefix = "Calibration: "

  /// `base` with this fit as its calibration: id, names, lens and limits are kept; the
  /// "not calibrated" note and an earlier fit's notes are replaced by `notes`, what the
  /// caller says about this fit (the CLI words its scope and warnings), each written after
  /// `Calibration: `.
  ///
  /// `constantSource` and `sigmaBasis` are as for
  /// ``calibration(referenceMeter:date:scope:today:constantSource:sigmaBasis:)``.
  ///
  /// - Throws: As ``calibration(referenceMeter:date:scope:today:constantSource:sigmaBasis:)``.
  public func measuredProfile(
    from base: DeviceProfile, referenceMeter: String, date: String,
    scope: Calibration.Measurement.Scope, today: String? = nil, notes fitNotes: [String] = [],
    constantSource: String, sigmaBasis: String
  ) throws(CalibrationRefusal) -> DeviceProfile {
    let calibration = try calibration(
      referenceMeter: referenceMeter, date: date, scope: scope, today: today,
      constantSource: constantSource, sigmaBasis: sigmaBasis)
    // A new fit replaces what the base said about its calibration, and any earlier fit's notes.
    let notes =
      base.notes.filter { !$0.hasPrefix("Not calibrated") && !$0.hasPrefix(Self.notePrefix) }
      + fitNotes.map { Self.notePrefix + $0 }
    do {
      return try DeviceProfile(
        id: base.id, displayName: base.displayName, camera: base.camera,
        modelIdentifiers: base.modelIdentifiers, match: base.match, fNumber: base.fNumber,
        exposureLimits: base.exposureLimits, calibration: calibration, sources: base.sources,
        notes: notes)
    } catch {
      throw .invalidProfile(error)
    }
  }
}
