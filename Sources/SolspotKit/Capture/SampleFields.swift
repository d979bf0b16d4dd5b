/// The fields of one sample as a line gives them, before they are checked together.
///
/// JSON Lines and CSV both fill one of these, so the two formats share every rule about
/// missing and invalid values.
struct SampleFields {
  var timestamp: Double?
  var exposureDuration: Double?
  var iso: Double?
  var lensAperture: Double?
  var exposureTargetOffset: Double?
  var isAdjustingExposure: Bool?
  var gravityX: Double?
  var gravityY: Double?
  var gravityZ: Double?
  var clippedFraction: Double?

  /// No fields yet.
  init() {}

  /// The sample, with the first missing field named in the order of
  /// ``CaptureFormat/jsonFields``; for a CSV row (`asColumns`), the names are columns and a
  /// bad gravity component names its own column.
  func makeSample(asColumns: Bool) throws(CaptureError) -> CaptureSample {
    do {
      return try makeSample(splitGravity: asColumns)
    } catch {
      throw asColumns ? error.namingColumns() : error
    }
  }

  private func makeSample(splitGravity: Bool) throws(CaptureError) -> CaptureSample {
    func required<T>(_ value: T?, _ name: String) throws(CaptureError) -> T {
      guard let value else { throw CaptureError(line: nil, kind: .missing(.field(name))) }
      return value
    }
    let timestamp = try required(timestamp, "t")
    let exposureDuration = try required(exposureDuration, "exposureDuration")
    let iso = try required(iso, "iso")
    let lensAperture = try required(lensAperture, "lensAperture")
    let offset = try required(exposureTargetOffset, "exposureTargetOffset")
    let isAdjusting = try required(isAdjustingExposure, "isAdjustingExposure")
    let x = try required(gravityX, splitGravity ? "gravityX" : "gravity")
    let y = try required(gravityY, splitGravity ? "gravityY" : "gravity")
    let z = try required(gravityZ, splitGravity ? "gravityZ" : "gravity")
    if splitGravity {
      try Self.checkComponent(x, "gravityX")
      try Self.checkComponent(y, "gravityY")
      try Self.checkComponent(z, "gravityZ")
    }
    return try CaptureSample(
      timestamp: timestamp, exposureDuration: exposureDuration, iso: iso,
      lensAperture: lensAperture, exposureTargetOffset: offset, isAdjustingExposure: isAdjusting,
      gravity: try Gravity(x: x, y: y, z: z), clippedFraction: clippedFraction)
  }

  /// Checks one gravity component of a CSV row as ``Gravity`` would, naming its column.
  private static func checkComponent(_ value: Double, _ column: String) throws(CaptureError) {
    guard !(value.isFinite && abs(value) <= Gravity.componentLimit) else { return }
    throw CaptureError(
      line: nil,
      kind: .invalidValue(.field(column), .gravityComponent(value, isList: false)))
  }

  // MARK: - JSON Lines

  /// The fields of a JSON Lines sample object.
  ///
  /// - Throws: ``CaptureError`` (without a line) for an unknown, repeated or mistyped field.
  init(json members: [JSONScanner.Member]) throws(CaptureError) {
    var seen: UInt32 = 0
    for member in members {
      guard let field = member.knownIndex else {
        if member.key == CaptureHeader.versionKey {
          throw CaptureError(line: nil, kind: .misplacedHeader)
        }
        throw CaptureError(
          line: nil,
          kind: .unknown(
            .field(member.key),
            suggestion: Suggestions.closest(
              to: member.key, among: CaptureFormat.jsonFields, limit: 1
            ).first))
      }
      guard seen & (1 << field) == 0 else {
        throw CaptureError(line: nil, kind: .duplicate(.field(member.key)))
      }
      seen |= 1 << field
      let value = member.value
      switch field {
      case 0: timestamp = try Self.number(value, "t")
      case 1: exposureDuration = try Self.number(value, "exposureDuration")
      case 2: iso = try Self.number(value, "iso")
      case 3: lensAperture = try Self.number(value, "lensAperture")
      case 4: exposureTargetOffset = try Self.number(value, "exposureTargetOffset")
      case 5:
        guard case .bool(let flag) = value else {
          throw CaptureError(
            line: nil, kind: .wrongType(.field(member.key), expected: .boolean))
        }
        isAdjustingExposure = flag
      case 6:
        guard case .array(let items) = value, items.count == 3,
          case .number(let x) = items[0], case .number(let y) = items[1],
          case .number(let z) = items[2]
        else {
          throw CaptureError(
            line: nil,
            kind: .wrongType(.field("gravity"), expected: .gravityList)
          )
        }
        gravityX = x
        gravityY = y
        gravityZ = z
      default:
        if value != .null { clippedFraction = try Self.number(value, "clippedFraction") }
      }
    }
  }

  /// The keys of a JSON Lines sample, in the order of ``CaptureFormat/jsonFields``, which the
  /// initializer's field numbers follow.
  static let jsonKeys = JSONScanner.KnownKeys(CaptureFormat.jsonFields)

  private static func number(_ value: JSONScanner.Value, _ field: String) throws(CaptureError)
    -> Double
  {
    guard case .number(let number) = value else {
      throw CaptureError(line: nil, kind: .wrongType(.field(field), expected: .number))
    }
    return number
  }
}
