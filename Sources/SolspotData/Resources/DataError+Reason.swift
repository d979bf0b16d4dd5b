extension DataError {
  /// Why a field or a file is refused, with the values that show it.
  ///
  /// The field (``DataError/field``) says where; the reason says what, with its numbers,
  /// names and the values allowed, never as a sentence: the CLI's renderer words it.
  public enum Reason: Sendable, Hashable {
    // MARK: - The file

    /// The data file is not in the library's built-in data.
    case notBuiltIn
    /// The file is not JSON.
    case notJSON
    /// The decoder gave up without saying where.
    case undecodable
    /// The decoder's own words for a value it cannot read (Foundation's, not Solspot's).
    case decoderMessage(String)
    /// The file's format version is not one this code reads.
    case unsupportedVersion(Int, readable: ClosedRange<Int>)
    /// A built-in packed file does not read as it was written: a build defect.
    case packedDamaged(byte: Int, PackedDamage)

    // MARK: - A field's presence and type

    /// A required field is absent.
    case missing
    /// A field is empty, or a list has no entries, where it needs some.
    case empty
    /// A list holds no entries, or an empty one.
    case emptyEntry
    /// A field holds JSON `null` where a value of this kind is needed.
    case null(expected: ValueKind)
    /// A field holds a value of another kind.
    case wrongType(expected: ValueKind)
    /// An object holds a key its format does not define.
    case unknownKey(known: [String])
    /// A field holds a word that is none of the allowed ones.
    case unknownValue(String, expected: [String])
    /// A field must hold one of these words (it is absent or holds another).
    case oneOf([String])
    /// A field must hold this word, not the one it holds.
    case mustBe(String, not: String)
    /// A field the format reads as a number holds other text.
    case notANumber(String)
    /// A number is infinite or not a number.
    case notFinite
    /// A number lies outside its range; the value, when given, is what the field held.
    case outOfRange(Double?, NumberRange)
    /// A number is above the field that bounds it from above: `min` above `max`.
    case aboveMaximum(Double, maximum: Double, maximumField: String, unit: Unit?)
    /// A text is longer than `maximum` characters.
    case tooLong(maximum: Int)
    /// An id is empty or longer than the range allows, in characters.
    case idLength(ClosedRange<Int>)
    /// An id that is not lower-case letters, digits and hyphens.
    case notAnID(String)
    /// A name with no letter in it.
    case noLetters(String)
    /// A value that appears twice where each must be unique.
    case duplicate(String)
    /// A field given together with another it excludes.
    case excludes(String)
    /// A field given while another field holds `not`; it is only for `value` of that field:
    /// degrees for `shape` `normal`.
    case onlyWith(String, value: String, not: String)
    /// A time that is not ISO 8601 with a UTC offset.
    case notATimestamp
    /// A stored time that is none: seconds or a UTC offset out of range.
    case invalidTime
    /// A day that is not written `YYYY-MM-DD`.
    case notADay(String)
    /// A clock time that is not written `HH:MM`; the example is the usual one for the field.
    case notAClockTime(example: String)

    // MARK: - Device profiles

    /// An f-number outside what a lens can have, or a limit outside what any camera uses.
    case outsideCameraRange(Double, ClosedRange<Double>)
    /// A calibration constant no camera read right has.
    case implausibleConstant(Double, plausible: ClosedRange<Double>)
    /// A nominal profile claims a σ below the error model's.
    case nominalSigmaTooSmall(Double, minimum: Double)
    /// A measured calibration rests on too few readings.
    case tooFewSamples(Int, minimum: Int)
    /// A measured calibration's range lies outside what a reference reading can be.
    case outsideReferenceRange(ClosedRange<Double>)
    /// A measured calibration covers less than two decades of lux.
    case tooNarrow(ClosedRange<Double>)
    /// A brightness trend of 0, or of more than `maximum` EV either way.
    case trendOutOfRange(maximum: Double)
    /// A field given without the one it goes with (`exactly`: each needs the other).
    case requires(String, exactly: Bool)
    /// A value outside the range another field of the same file gives.
    case outsideField(String)
    /// A calibration dated after today.
    case futureDate(String)
    /// Another profile has this model identifier for this camera.
    case modelTaken(identifier: String, camera: String, profile: String)
    /// The catalog has no generic profile.
    case genericMissing
    /// A profile whose id is not its file's name.
    case idNotFileName(String)

    // MARK: - Bands and the error model

    /// The first band has a lower limit.
    case firstBandBounded
    /// The last band has an upper limit.
    case lastBandBounded
    /// A band does not start where the one before it ends.
    case bandGap(String, after: String)
    /// A band ends at or below where it starts.
    case bandEmpty(String)
    /// A required component of the error model is missing.
    case componentMissing(String)

    // MARK: - Plant catalogs

    /// A source's id is empty.
    case emptySourceID
    /// A figure has neither a minimum nor a maximum.
    case noBound
    /// A name another plant has too.
    case nameTaken(String, owner: String)
    /// A bound of the light model that must be known is not.
    case boundNotKnown
    /// The ideal range does not lie inside the tolerated one, or is empty (an open end is
    /// infinite).
    case idealOutsideTolerated(
      toleratedMin: Double, toleratedMax: Double, idealMin: Double, idealMax: Double)
    /// A plant that takes no direct sun tolerates more than where direct sun starts.
    case aboveDirectSun(Double, directSun: Double)
    /// An open tolerated maximum for a plant that does not take full sun.
    case openWithoutFullSun
    /// A source id that is not among the catalog's sources.
    case unknownSource(String)
    /// The entry cites a source that is not among the catalog's sources.
    case citesUnknownSource(String)
    /// A note starts with an id and a colon, as a citation does, but the id is no source.
    case noteCitesUnknownSource(String)
    /// `about` given for a statement about one plant.
    case aboutOnlyForGroups
    /// `about` missing for a statement about a genus or a group (the scope).
    case aboutMissing(scope: String)
    /// A known toxicity without a source.
    case toxicityWithoutSource
    /// A field that needs a known verdict for cats or dogs.
    case needsKnownVerdict

    // MARK: - Spot archives

    /// A spot's name, room or notes breaks a rule of the spot text rules.
    case spotText(SpotTextProblem)
    /// A reading's source and file do not fit together.
    case readingSource
    /// A reading's calibration record is not one.
    case readingCalibration
    /// A reading's lux fields do not make an estimate or a bound.
    case luxShape
    /// A stored EV100 that the reading's settings do not give.
    case ev100Mismatch(Double, settings: Double)
    /// A bound's reason is not the one its value and limit check give (`nil`: none).
    case boundReason(given: String?, expected: String?)
    /// A lamp's schedule, source and daylight columns do not make a lamp.
    case lampColumns
    /// A lamp that ends when it starts.
    case lampEndsAtStart
    /// A quoted CSV field with no closing quote.
    case unclosedQuote
    /// Text after a CSV field's closing quote, before the next comma.
    case textAfterQuote
    /// A CSV file's first line is not an export's header.
    case notArchiveHeader(startsWith: [String])
    /// A CSV file's header names an export's columns separated by this character, not by
    /// commas (a spreadsheet that wrote semicolons or tabs).
    case notCommaSeparated(Character)
    /// A CSV row has another number of fields than the header.
    case fieldCount(Int, expected: Int)
    /// A spot export's CSV row stops early: it has `count` of the header's `expected` fields
    /// (the export's first columns, ``SpotArchive/csvColumns``), and `isLastLine` says it is
    /// the file's last line, so the file was cut in the middle of it.
    case rowCutShort(count: Int, expected: Int, isLastLine: Bool)
    /// A row after the end row.
    case afterEndRow(endLine: Int)
    /// The end row of a file with these columns is missing: the file was cut short.
    case endRowMissing(columns: Int, marker: String)
    /// The end row's counts are not the file's.
    case endRowCounts(found: [String], expected: [String])
    /// A spot's rows are split by another spot's, or differ in the spot's columns.
    case spotRowsSplit(String)
  }

  /// The kind of JSON value a field needs.
  public enum ValueKind: String, Sendable, Hashable {
    /// Text.
    case string
    /// A number.
    case number
    /// `true` or `false`.
    case bool
    /// A list.
    case list
    /// An object.
    case object
  }

  /// What in a built-in packed file did not read.
  public enum PackedDamage: Sendable, Hashable {
    /// Values follow the last one read.
    case valuesLeftOver
    /// The first line is not the header expected.
    case wrongHeader(expected: String)
    /// A string of the table runs past its line.
    case stringPastLine
    /// The text ends inside a value.
    case endsInsideValue
    /// Not a whole number.
    case notWholeNumber
    /// An empty line where a whole number belongs.
    case emptyLine
    /// Not a number.
    case notNumber
    /// Not `0` or `1`.
    case notBool
    /// No string where one belongs.
    case notString
    /// A string index past the table.
    case noString(Int)
    /// A word that is no case of the type named.
    case notCase(String?, type: String)
  }

  /// The range a number must lie in: a lower and an upper limit, each optional and each
  /// included or not, and the unit the figures are in.
  public struct NumberRange: Sendable, Hashable {
    /// The lowest value allowed, or the value all must be above.
    public let lower: Double?
    /// Whether `lower` itself is allowed.
    public let includesLower: Bool
    /// The highest value allowed, or the value all must be below.
    public let upper: Double?
    /// Whether `upper` itself is allowed.
    public let includesUpper: Bool
    /// The unit the figures are in, when they have one.
    public let unit: Unit?

    /// A range; limits are included unless said otherwise.
    public init(
      lower: Double? = nil, includesLower: Bool = true, upper: Double? = nil,
      includesUpper: Bool = true, unit: Unit? = nil
    ) {
      self.lower = lower
      self.includesLower = includesLower
      self.upper = upper
      self.includesUpper = includesUpper
      self.unit = unit
    }

    /// `lower` to `upper`, both included.
    public static func from(_ lower: Double, to upper: Double, unit: Unit? = nil) -> Self {
      NumberRange(lower: lower, upper: upper, unit: unit)
    }

    /// At least `lower`.
    public static func atLeast(_ lower: Double, unit: Unit? = nil) -> Self {
      NumberRange(lower: lower, unit: unit)
    }

    /// Above `lower`.
    public static func above(_ lower: Double, unit: Unit? = nil) -> Self {
      NumberRange(lower: lower, includesLower: false, unit: unit)
    }

    /// At most `upper`.
    public static func atMost(_ upper: Double, unit: Unit? = nil) -> Self {
      NumberRange(upper: upper, unit: unit)
    }
  }
}
