import SolspotKit

/// A data file's error in words: the file, the field and the reason, as
/// `iphone-x-front.json: field 'calibration.constantLux': must be a number above 0, not -1`.
enum DataErrorText {
  /// The message after `solspot: `.
  static func message(_ error: DataError) -> String {
    let place = self.place(error)
    guard !place.isEmpty else { return "\(error.file): " + reason(error.reason) }
    return "\(error.file): field '\(place)': " + reason(error.reason, field: error.field)
  }

  /// Where the error is: the field's path, or a CSV file's line, its end-row marker and the
  /// column: `line 4, notes`, `line 9, #end`.
  private static func place(_ error: DataError) -> String {
    let parts = [
      error.line.map { "line \($0)" }, error.isEndRow ? SpotArchive.endRowMarker : nil,
      error.field.isEmpty ? nil : error.field,
    ]
    return parts.compactMap { $0 }.joined(separator: ", ")
  }

  /// The field and the reason, for a message that names the file itself: `field 'x': …`, or
  /// the reason alone for the file as a whole.
  static func detail(field: String, _ reason: DataError.Reason) -> String {
    field.isEmpty ? self.reason(reason) : "field '\(field)': " + self.reason(reason, field: field)
  }

  /// The reason as a lower-case phrase that follows the field's name. `field` is its path,
  /// which names the spot text field a ``DataError/Reason/spotText(_:)`` is about.
  static func reason(_ reason: DataError.Reason, field: String = "") -> String {
    switch reason {
    case .notBuiltIn: "is not built in"
    case .notJSON: "is not valid JSON"
    case .undecodable: "cannot be decoded"
    case .decoderMessage(let words): words
    case .unsupportedVersion(let version, let readable):
      readable.count == 1
        ? "is version \(version); this solspot reads version \(readable.lowerBound)"
        : "is version \(version); this solspot reads versions \(readable.lowerBound) to "
          + "\(readable.upperBound)"
    case .packedDamaged(let byte, let damage):
      "the built-in packed form cannot be read at byte \(byte): \(words(damage)) "
        + "(a build defect: rebuild from the JSON file)"
    default: form(reason, field: field)
    }
  }

  // MARK: - Fields

  private static func form(_ reason: DataError.Reason, field: String) -> String {
    switch reason {
    case .missing: "is missing"
    case .empty: "must not be empty"
    case .emptyEntry: "must list at least one, none of them empty"
    case .null(let kind): "is null (expected \(words(kind)))"
    case .wrongType(let kind): "has the wrong type (expected \(words(kind)))"
    case .unknownKey(let known): "is not a known field (known: \(known.joined(separator: ", ")))"
    case .unknownValue(let value, let expected):
      "unknown value '\(value)' (expected \(English.list(expected.map(shown), "or")))"
    case .oneOf(let words): "must be " + English.list(words.map(shown), "or")
    case .mustBe(let word, let other): "must be '\(word)', not '\(other)'"
    case .notANumber(let text): "'\(text)' is not a number"
    case .notFinite: "must be a finite number"
    case .outOfRange(let value, let range):
      "must be a number " + words(range) + (value.map { ", not " + number($0) } ?? "")
    case .aboveMaximum(let value, let maximum, let name, let unit):
      "\(number(value, unit)) is above \(name) \(number(maximum, unit))"
    case .tooLong(let maximum): "is longer than \(LuxText.grouped(Double(maximum))) characters"
    case .idLength(let range):
      "must be an id of \(range.lowerBound) to \(LuxText.grouped(Double(range.upperBound))) "
        + "characters"
    case .notAnID(let id): "must be lower-case letters, digits and hyphens, not '\(id)'"
    case .noLetters(let name): "must contain letters, not '\(name)'"
    case .duplicate(let value): "'\(value)' appears twice; each must be unique"
    case .excludes(let other): "cannot be given with \(other)"
    case .onlyWith(let other, let value, let given):
      "cannot be given with \(other) '\(given)' (only with \(other) '\(value)')"
    case .notATimestamp: "is not an ISO 8601 time with a UTC offset"
    case .invalidTime: "is not a valid time"
    case .notADay(let text): "must be a date written YYYY-MM-DD, not '\(text)'"
    case .notAClockTime(let example): "must be a time such as \(example)"
    default: profile(reason, field: field)
    }
  }

  // MARK: - Device profiles, bands and the error model

  private static func profile(_ reason: DataError.Reason, field: String) -> String {
    switch reason {
    case .outsideCameraRange(let value, let allowed):
      "\(number(value)) is outside what any camera uses (\(number(allowed.lowerBound)) to "
        + "\(number(allowed.upperBound)))"
    case .implausibleConstant(let constant, let plausible):
      "\(Calibration.constantText(constant)) lux is outside \(number(plausible.lowerBound)) to "
        + "\(number(plausible.upperBound)) lux, a factor of ten either way from the default "
        + "0.53: no camera read right has it"
    case .nominalSigmaTooSmall(let sigma, let minimum):
      "a nominal (unmeasured) profile must not claim less than the error model's "
        + "\(number(minimum)) EV, not \(number(sigma)); a narrower one takes a measured "
        + "calibration"
    case .tooFewSamples(let count, let minimum):
      "a measured calibration needs at least \(minimum) readings, not \(count)"
    case .outsideReferenceRange(let range):
      "must lie within \(number(range.lowerBound)) to \(number(range.upperBound)) lux, the "
        + "range of a reference reading"
    case .tooNarrow(let range):
      "a measured calibration must cover at least two decades of lux, not "
        + "\(number(range.lowerBound)) to \(number(range.upperBound))"
    case .trendOutOfRange(let maximum):
      "must be a number other than 0 and at most \(number(maximum)) EV either way"
    case .requires(let other, let exactly):
      exactly ? "must be given exactly with \(other)" : "must be given with \(other)"
    case .outsideField(let other): "must lie within \(other)"
    case .futureDate(let date):
      "\(date) is after today: a calibration cannot be dated in the future"
    case .modelTaken(let identifier, let camera, let profile):
      "\(identifier) \(camera) camera is also in profile '\(profile)'"
    case .genericMissing: "the generic profile is missing"
    case .idNotFileName(let id): "must match the file name ('\(id)')"
    case .firstBandBounded: "the first band must have no lower limit"
    case .lastBandBounded: "the last band must have no upper limit"
    case .bandGap(let band, let previous): "band '\(band)' must start where '\(previous)' ends"
    case .bandEmpty(let band): "band '\(band)' ends at or below where it starts"
    case .componentMissing(let id): "component '\(id)' is missing"
    default: catalog(reason, field: field)
    }
  }

  // MARK: - Plant catalogs

  private static func catalog(_ reason: DataError.Reason, field: String) -> String {
    switch reason {
    case .emptySourceID: "a source id must not be empty"
    case .noBound: "needs a min or a max"
    case .nameTaken(let name, let owner):
      "'\(name)' is also a name of '\(owner)'; every name must be unique"
    case .boundNotKnown: "must be known: every plant has a tolerated and an ideal minimum"
    case .idealOutsideTolerated(let low, let top, let idealLow, let idealTop):
      "must lie inside the tolerated range with ideal.min below ideal.max: tolerated "
        + "\(limit(low))–\(limit(top)) lux, ideal \(limit(idealLow))–\(limit(idealTop)) lux"
    case .aboveDirectSun(let top, let direct):
      "is \(limit(top)) lux for a plant that takes no direct sun; it must be at most "
        + "\(limit(direct)) lux, where direct sun starts"
    case .openWithoutFullSun: "may be open (null) only for a plant that takes full sun"
    case .unknownSource(let id): "'\(id)' is not in sources"
    case .citesUnknownSource(let id): "cites '\(id)', which is not in sources"
    case .noteCitesUnknownSource(let id):
      "starts with '\(id)', a source id that is not in sources; a note citing a source starts "
        + "with its id and a colon"
    case .aboutOnlyForGroups: "is only for a statement about a genus or a group"
    case .aboutMissing(let scope): "must name the \(scope) the statement is about"
    case .toxicityWithoutSource: "a known toxicity must name a source of the catalog"
    case .needsKnownVerdict: "needs a known verdict for cats or dogs"
    default: archive(reason, field: field)
    }
  }

  // MARK: - Spot archives

  private static func archive(_ reason: DataError.Reason, field: String) -> String {
    switch reason {
    case .spotText(let problem):
      // The field path ends with the field's name: "spots[2].notes", "line 4, notes".
      SpotTextWords.problem(problem, field: textField(field))
    case .readingSource: "must be 'manual' without a file, or 'photo' or 'capture' with one"
    case .readingCalibration:
      "needs status 'nominal' (no date) or 'measured' (with a date), a constant above 0 and a "
        + "sigma from 0 to 3"
    case .luxShape:
      "needs kind 'estimate' with point, lower and upper (lower ≤ point ≤ upper), 'atLeast' "
        + "with lower only, or 'atMost' with upper only"
    case .ev100Mismatch(let value, let settings):
      "is \(number(value)) but the reading's settings give "
        + number((settings * 1000).rounded() / 1000)
    case .boundReason(let given?, let expected?):
      "is '\(given)' but this bound and its limit check give '\(expected)'"
    case .boundReason(let given?, nil): "is '\(given)' but the reading is not a bound"
    case .boundReason(nil, let expected):
      "is missing: a bound needs its reason (\(expected ?? ""))"
    case .lampColumns:
      "needs a schedule such as 07:00-19:00, a source, and lamp_daylight yes or no"
    case .lampEndsAtStart: "must differ from the start"
    case .unclosedQuote: "has a quoted field with no closing quote"
    case .textAfterQuote: "has text after a closing quote, before the next comma"
    case .notArchiveHeader(let columns):
      "is not the header of a 'solspot spot export --format csv' file, which starts '"
        + columns.joined(separator: ",") + ",…'"
    case .notCommaSeparated(let separator):
      "has its columns separated by \(SeparatorText.plural(separator)); an export separates "
        + "them with commas"
    case .fieldCount(let count, let expected): "has \(count) fields, not \(expected)"
    case .rowCutShort(let count, let expected, let isLastLine):
      rowCutShort(count: count, expected: expected, isLastLine: isLastLine)
    case .afterEndRow(let line): "follows the end row on line \(line); the end row must be the last"
    case .endRowMissing(let columns, let marker):
      "the end row ('\(marker),spots=N,readings=M') is missing, which every export with these "
        + "\(columns) columns ends with: the file was cut short; export it again"
    case .endRowCounts(let found, let expected):
      "counts '\(found.joined(separator: ","))' but the file holds "
        + expected.joined(separator: ",") + " (rows were added or removed after it was written)"
    case .spotRowsSplit(let name):
      "'\(name)' appeared on earlier rows with other fields; keep a spot's rows together and "
        + "identical in the spot columns"
    default: "cannot be read"
    }
  }

  // MARK: - Pieces

  /// "has 28 of the 39 fields: it stops at 'upper_lux', without 'confidence' to 'forced'; it
  /// is the file's last line: the file was cut short; export it again".
  private static func rowCutShort(count: Int, expected: Int, isLastLine: Bool) -> String {
    let columns = SpotArchive.csvColumns
    var text = "has \(count) of the \(expected) fields"
    if count >= 1, expected <= columns.count {
      let missing = columns[count..<expected]
      let range =
        missing.count == 1
        ? "'\(missing.first ?? "")'" : "'\(missing.first ?? "")' to '\(missing.last ?? "")'"
      text += ": it stops at '\(columns[count - 1])', without \(range)"
    }
    return text
      + (isLastLine
        ? "; it is the file's last line: the file was cut short; export it again"
        : "; check the line (an unquoted comma or line break in a field?)")
  }

  private static func words(_ kind: DataError.ValueKind) -> String {
    switch kind {
    case .string: "a string"
    case .number: "a number"
    case .bool: "true or false"
    case .list: "a list"
    case .object: "an object"
    }
  }

  private static func words(_ damage: DataError.PackedDamage) -> String {
    switch damage {
    case .valuesLeftOver: "values left over"
    case .wrongHeader(let expected): "the header is not '\(expected)'"
    case .stringPastLine: "a string runs past its line"
    case .endsInsideValue: "the text ends inside a value"
    case .notWholeNumber: "expected a whole number"
    case .emptyLine: "expected a whole number, found an empty line"
    case .notNumber: "expected a number"
    case .notBool: "expected 0 or 1"
    case .notString: "expected a string"
    case .noString(let index): "no string \(index)"
    case .notCase(let text?, let type): "'\(text)' is not a \(type)"
    case .notCase(nil, let type): "expected a \(type)"
    }
  }

  /// "from 0 to 10 EV", "of at least 0 lux", "above 0", "of at least 0.5 and below 1".
  private static func words(_ range: DataError.NumberRange) -> String {
    let unit = range.unit.map { " " + symbol($0) } ?? ""
    let low = range.lower.map { (range.includesLower ? "at least " : "above ") + number($0) }
    let high = range.upper.map { (range.includesUpper ? "at most " : "below ") + number($0) }
    switch (low, high) {
    case (let low?, let high?):
      if range.includesLower, range.includesUpper, let lower = range.lower,
        let upper = range.upper
      {
        return "from \(number(lower)) to \(number(upper))\(unit)"
      }
      return (range.includesLower ? "of " : "") + "\(low) and \(high)\(unit)"
    case (let low?, nil): return (range.includesLower ? "of " : "") + low + unit
    case (nil, let high?): return (range.includesUpper ? "of " : "") + high + unit
    case (nil, nil): return "of any size" + unit
    }
  }

  /// The word as a list names it: `''` (an empty field) as "empty".
  private static func shown(_ word: String) -> String { word.isEmpty ? "empty" : word }

  private static func number(_ value: Double, _ unit: DataError.Unit? = nil) -> String {
    NumberText.plain(value) + (unit.map { " " + symbol($0) } ?? "")
  }

  /// The unit's symbol: "lux", "fc", "mol/m2/d", "EV".
  static func symbol(_ unit: DataError.Unit) -> String {
    switch unit {
    case .lux: "lux"
    case .footCandle: "fc"
    case .molPerDay: "mol/m2/d"
    case .exposureValue: "EV"
    }
  }

  private static func limit(_ lux: Double) -> String {
    lux.isFinite ? NumberText.plain(lux) : "no limit"
  }

  /// The spot text field a path such as `spots[2].notes` or `line 4, room` ends with.
  private static func textField(_ path: String) -> SpotTextField {
    let last = path.split(whereSeparator: { !$0.isLetter }).last.map(String.init)
    return last.flatMap(SpotTextField.init(rawValue:)) ?? .name
  }
}
