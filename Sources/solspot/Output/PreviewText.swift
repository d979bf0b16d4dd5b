import SolspotKit

/// The words of `solspot preview`: day curves, DLIs, reminders and their refusals, as pure
/// functions of the library's values.
enum PreviewText {
  /// The last line of every preview.
  static let notice =
    "Preview feature: held back in the app behind '\(FeatureGate.productIdentifier)'; "
    + "every light reading stays free."

  // MARK: - Day curve

  /// The curve: the day's light first, then one line per lit hour, the readings it rests on,
  /// the solar-time error and the notice.
  static func curve(_ curve: DayCurve, spot: SavedSpot) -> String {
    let total = curve.luxHours
    var lines = [
      "Day curve of '\(spot.name)' on \(date(curve)): \(Illuminance.figure(total.point)) "
        + "\(Illuminance.symbol)-hours (\(curve.confidence.percentText) interval "
        + "\(range(total.lower, total.upper)) \(Illuminance.symbol)-hours)."
    ]
    lines.append(
      "hour   \(pad(Illuminance.symbol, 10))\(curve.confidence.percentText) interval   from a reading"
    )
    for hour in curve.hours where hour.total.upper > 0 {
      let light = hour.total
      let distance = hour.minutesFromReading.map { minutes($0) } ?? "lamp"
      lines.append(
        LightingText.two(hour.hour) + ":00  " + pad(Illuminance.figure(light.point), 9)
          + pad(range(light.lower, light.upper), 16) + distance)
    }
    let dark = curve.hours.filter { $0.total.upper == 0 }.count
    if dark > 0 { lines.append("No light in the other \(dark) hours.") }
    lines.append(contentsOf: basis(curve))
    return lines.joined(separator: "\n") + "\n" + notice
  }

  /// The lines naming what the curve rests on, its lamp and its solar-time error.
  static func basis(_ curve: DayCurve) -> [String] {
    var lines: [String] = []
    let used = curve.usedReadings
    let daylight = used.filter { $0.role == .daylight }
    let lamp = used.filter { $0.role == .lamp }
    var parts: [String] = []
    if !daylight.isEmpty {
      parts.append(count(daylight.count, "daylight reading") + " (" + times(daylight) + ")")
    }
    if !lamp.isEmpty { parts.append(count(lamp.count, "lamp reading") + " (" + times(lamp) + ")") }
    lines.append("Rests on " + parts.joined(separator: " and ") + ".")
    var leftOut: [CurveReading.LeftOut: Int] = [:]
    for reading in curve.readings {
      if case .leftOut(let why) = reading.role { leftOut[why, default: 0] += 1 }
    }
    if !leftOut.isEmpty {
      let words = CurveReading.LeftOut.allCases.compactMap { why in
        leftOut[why].map { "\($0) " + leftOutWords(why) }
      }
      lines.append("Left out: " + words.joined(separator: ", ") + ".")
    }
    if let lamp = curve.lamp, let level = curve.lampLevel {
      lines.append(
        "Lamp \(LightingText.schedule(lamp)): \(Illuminance.text(level.point)) "
          + "while on (\(range(level.lower, level.upper)) \(Illuminance.symbol)).")
    }
    if curve.latitude != nil {
      var sun =
        "Solar time from the UTC\(offset(curve.utcOffsetMinutes)) meridian, "
        + "assumed within ±\(Int(curve.meridianErrorMinutes)) minutes (the spot's longitude is "
        + "not known)"
      if let day = curve.solarDay, let rise = day.sunriseUTCMinutes, let set = day.sunsetUTCMinutes
      {
        let shift = Double(curve.utcOffsetMinutes)
        sun +=
          "; sunrise \(LightingText.clock(Int((rise + shift).rounded()))), sunset "
          + "\(LightingText.clock(Int((set + shift).rounded()))) there"
      }
      lines.append(sun + ".")
      lines.append(
        "Clouds and blinds are not modelled: the curve is as bright as the days its readings were taken."
      )
    }
    return lines
  }

  // MARK: - DLI

  /// The DLI: its interval first, then the conversion, the plants, the basis and the notice.
  static func dli(
    _ dli: DailyLightIntegral, curve: DayCurve, spot: SavedSpot,
    verdicts: [(String, DLIVerdict?)], needs: PlantDLICatalog
  ) -> String {
    var lines = [
      "DLI of '\(spot.name)' on \(date(curve)): \(mol(dli.point)) mol/m²/day "
        + "(\(dli.confidence.percentText) interval \(mol(dli.lower))–\(mol(dli.upper)))."
    ]
    var conversion =
      "Converted as " + LightingText.source(dli.daylightSource) + " "
      + factor(dli.daylightSource.ppfdPerLux)
    if let lamp = dli.lampSource, curve.lamp?.hasDaylight == false {
      conversion = "Converted as " + LightingText.source(lamp) + " " + factor(lamp.ppfdPerLux)
    } else if let lamp = dli.lampSource {
      conversion += ", the lamp as " + LightingText.source(lamp) + " " + factor(lamp.ppfdPerLux)
    }
    lines.append(conversion + ": a lux figure assumes a spectrum, and the interval holds it.")
    for (id, verdict) in verdicts {
      guard let verdict else {
        lines.append("\(id): no source gives its DLI need.")
        continue
      }
      let need = verdict.need
      let needText = "needs \(mol(need.min))–\(mol(need.max))"
      let fit: String =
        switch verdict.fit {
        case .good: "good (\(percent(verdict.probabilityInside)) likely inside)"
        case .possible: "possible (\(percent(verdict.probabilityInside)) likely inside)"
        case .tooDark: "too dark (\(percent(verdict.probabilityBelow)) likely below)"
        case .tooBright: "too bright (\(percent(verdict.probabilityAbove)) likely above)"
        }
      let source = needs.sources[need.source]?.publisher ?? need.source
      lines.append("\(id): \(fit); \(needText) (\(need.term), \(source)).")
    }
    lines.append(contentsOf: basis(curve))
    return lines.joined(separator: "\n") + "\n" + notice
  }

  // MARK: - Reminders

  /// The reminders of `spots` saved spots: a count first, then one line per reminder,
  /// earliest first.
  static func due(_ reminders: [Reminder], spots: Int) -> String {
    guard !reminders.isEmpty else {
      let why =
        spots == 0
        ? "no saved spots" : "no spot needs measuring again (\(count(spots, "spot")) saved)"
      return "Nothing is due: \(why).\n" + notice
    }
    let overdue = reminders.filter { $0.due < $0.today }.count
    var lines = [
      count(reminders.count, "reminder") + (overdue > 0 ? " (\(overdue) overdue)" : "") + ":"
    ]
    for reminder in reminders {
      let when = reminder.due == reminder.today ? "today     " : dateText(reminder.due)
      lines.append("\(when)  \(reminder.spotName): \(reason(reminder.reason))")
    }
    return lines.joined(separator: "\n") + "\n" + notice
  }

  /// A reminder's reason in words.
  static func reason(_ reason: Reminder.Reason) -> String {
    switch reason {
    case .sunMoved(let from, let to):
      "measure again: the sun at noon stands \(degrees(to)) high by then, \(degrees(from)) at "
        + "the latest reading"
    case .missingTimeOfDay(let part):
      "measure in the \(part.rawValue): no reading of this season then"
    case .plantSeasonCheck(let plant, let season):
      "check \(plant): \(season.rawValue) begins, and the light with it"
    case .noReadings: "measure it: it has no readings"
    case .needsLatitude: "give its latitude ('spot set --latitude'): the sun's path needs it"
    }
  }

  // MARK: - Errors

  /// A day-curve error in words, with what would settle it.
  static func message(_ error: DayCurveError, spot: String) -> String {
    switch error {
    case .noReadings:
      "'\(spot)' has no readings; measure it at several times of day ('spot measure')"
    case .needsLatitude(let location):
      "'\(spot)' has no latitude (\(location.text)); its day curve follows the sun, which "
        + "needs one: 'solspot spot set \(ShellWord.quoted(spot)) --latitude L'"
    case .noDaylightReadings(let leftOut):
      "no reading of '\(spot)' can set its daylight (left out: "
        + CurveReading.LeftOut.allCases.compactMap { why in
          leftOut[why].map { "\($0) " + leftOutWords(why) }
        }.joined(separator: ", ")
        + "); measure it in daylight, with the sun up"
    case .lampNotMeasured(let lamp):
      "the lamp of '\(spot)' (\(LightingText.schedule(lamp))) was never measured alone; "
        + "measure with the lamp on after dark, or mark the spot with --no-daylight"
    }
  }

  /// A refusal of a gated feature.
  static func refusal(_ refusal: GateRefusal) -> String {
    "\(refusal.feature.rawValue) is held back behind '\(refusal.productIdentifier)'"
  }

  // MARK: - Pieces

  static func leftOutWords(_ why: CurveReading.LeftOut) -> String {
    switch why {
    case .bound: "bounds"
    case .otherSeason: "of another season"
    case .sunDown: "with the sun down"
    case .lampDominated: "under the lamp"
    case .lampOff: "with the lamp off"
    }
  }

  static func date(_ curve: DayCurve) -> String { ymd(curve.year, curve.month, curve.day) }

  static func dateText(_ date: LocalDate) -> String { ymd(date.year, date.month, date.day) }

  /// `2025-06-21`.
  static func ymd(_ year: Int, _ month: Int, _ day: Int) -> String {
    let y = String(year)
    return String(repeating: "0", count: max(0, 4 - y.count)) + y + "-" + LightingText.two(month)
      + "-" + LightingText.two(day)
  }

  static func times(_ readings: [CurveReading]) -> String {
    let shown = readings.prefix(6).map { $0.takenAt.local.minuteText }
    return shown.joined(separator: ", ") + (readings.count > 6 ? ", …" : "")
  }

  /// The ends of a range of light, rounded outward, in the printed unit, without the unit.
  static func range(_ lower: Double, _ upper: Double) -> String {
    return Illuminance.figure(lower, rounding: .down) + "–"
      + Illuminance.figure(upper, rounding: .up)
  }

  static func mol(_ value: Double) -> String {
    value == 0 ? "0" : NumberText.significant(value, 2)
  }

  static func factor(_ factor: PPFDFactor) -> String {
    "(\(NumberText.significant(factor.lower, 3))–\(NumberText.significant(factor.upper, 3)) "
      + "µmol/m²/s per lux)"
  }

  static func minutes(_ value: Double) -> String {
    value < 1
      ? "at a reading"
      : value < 90 ? "\(Int(value.rounded())) min" : "\(NumberText.significant(value / 60, 2)) h"
  }

  static func degrees(_ value: Double) -> String { NumberText.fixed(value, 1) + "°" }

  static func percent(_ p: Double) -> String { "\(Int((p * 100).rounded()))%" }

  static func offset(_ minutes: Int) -> String {
    let sign = minutes < 0 ? "−" : "+"
    let m = abs(minutes)
    return sign + LightingText.two(m / 60) + ":" + LightingText.two(m % 60)
  }

  static func count(_ n: Int, _ noun: String) -> String { English.count(n, noun) }

  static func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - text.count))
  }
}
