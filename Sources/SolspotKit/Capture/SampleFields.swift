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
  /// ``CaptureFormat/jsonFields`` (or, for gravity, the CSV column when `splitGravity`).
  func makeSample(splitGravity: Bool) throws(CaptureError) -> CaptureSample {
    func required<T>(_ value: T?, _ name: String) throws(CaptureError) -> T {
      guard let value else { throw CaptureError(line: nil, kind: .missingField(name)) }
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
    return try CaptureSample(
      timestamp: timestamp, exposureDuration: exposureDuration, iso: iso,
      lensAperture: lensAperture, exposureTargetOffset: offset, isAdjustingExposure: isAdjusting,
      gravity: try Gravity(x: x, y: y, z: z), clippedFraction: clippedFraction)
  }

  // MARK: - JSON Lines

  /// The fields of a JSON Lines sample object.
  ///
  /// - Throws: ``CaptureError`` (without a line) for an unknown, repeated or mistyped field.
  init(json members: [JSONScanner.Member]) throws(CaptureError) {
    var seen: Set<String> = []
    for member in members {
      guard seen.insert(member.key).inserted else {
        throw CaptureError(line: nil, kind: .duplicateField(member.key))
      }
      let value = member.value
      switch member.key {
      case "t": timestamp = try Self.number(value, "t")
      case "exposureDuration": exposureDuration = try Self.number(value, "exposureDuration")
      case "iso": iso = try Self.number(value, "iso")
      case "lensAperture": lensAperture = try Self.number(value, "lensAperture")
      case "exposureTargetOffset":
        exposureTargetOffset = try Self.number(value, "exposureTargetOffset")
      case "isAdjustingExposure":
        guard case .bool(let flag) = value else {
          throw CaptureError(
            line: nil, kind: .wrongType(field: member.key, expected: "true or false"))
        }
        isAdjustingExposure = flag
      case "gravity":
        guard case .array(let items) = value, items.count == 3,
          case .number(let x) = items[0], case .number(let y) = items[1],
          case .number(let z) = items[2]
        else {
          throw CaptureError(
            line: nil, kind: .wrongType(field: "gravity", expected: "a list of 3 numbers [x, y, z]"))
        }
        gravityX = x
        gravityY = y
        gravityZ = z
      case "clippedFraction":
        if value != .null { clippedFraction = try Self.number(value, "clippedFraction") }
      case CaptureHeader.versionKey:
        throw CaptureError(line: nil, kind: .misplacedHeader)
      default:
        throw CaptureError(
          line: nil,
          kind: .unknownField(
            member.key,
            suggestion: Suggestions.closest(
              to: member.key, among: CaptureFormat.jsonFields, limit: 1
            ).first))
      }
    }
  }

  private static func number(_ value: JSONScanner.Value, _ field: String) throws(CaptureError)
    -> Double
  {
    guard case .number(let number) = value else {
      throw CaptureError(line: nil, kind: .wrongType(field: field, expected: "a number"))
    }
    return number
  }
}
