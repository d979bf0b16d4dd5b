import Foundation
import SolspotKit

/// Reads `-f`, `-t`, `--iso` and `--bias` into an ``Exposure``, for every command that takes
/// settings.
enum ExposureArguments {
  /// The options, for a command's spec.
  static let options = [
    OptionSpec(["-f", "--aperture"], value: "N", help: "Lens f-number, e.g. 1.9 or f/1.9."),
    OptionSpec(
      ["-t", "--shutter"], value: "T", help: "Exposure time: 1/120, 0.008 (seconds), 8ms or 500us."),
    OptionSpec(["--iso"], value: "S", help: "ISO speed, e.g. 100."),
    OptionSpec(
      ["--bias"], value: "EV", help: "Exposure compensation the camera applied, in EV (default 0)."),
  ]

  /// Whether any of the settings options was given.
  static func isPresent(in arguments: ParsedArguments) -> Bool {
    ["--aperture", "--shutter", "--iso", "--bias"].contains { arguments.has($0) }
  }

  /// The settings; all of `-f`, `-t` and `--iso` are required.
  static func exposure(from arguments: ParsedArguments) throws(UsageError) -> Exposure {
    let aperture = try arguments.value(
      "--aperture", expected: "expected an f-number such as 1.9 or f/1.9", ValueText.aperture)
    // Any other number (zero, negative, 1e308) goes on to Exposure, which says what is wrong
    // with it and gives the range, as it does for every setting.
    let shutter = try arguments.value(
      "--shutter", expected: "expected a time such as 1/120, 0.008 or 8ms"
    ) { text in
      text.hasPrefix("+") ? nil : ExposureTimeText.seconds(text) ?? ValueText.number(text)
    }
    let iso = try arguments.number("--iso", expected: "expected an ISO speed such as 100")
    let bias =
      try arguments.signedNumber("--bias", expected: "expected EV such as -0.7, 0 or +1") ?? 0
    guard let aperture else { throw .missingOption(option: arguments.displayName("--aperture")) }
    guard let shutter else { throw .missingOption(option: arguments.displayName("--shutter")) }
    guard let iso else { throw .missingOption(option: arguments.displayName("--iso")) }
    do {
      return try Exposure(fNumber: aperture, exposureTime: shutter, iso: iso, bias: bias)
    } catch {
      let key: String
      let allowed: ClosedRange<Double>
      switch error.field {
      case .fNumber: (key, allowed) = ("--aperture", Exposure.fNumberRange)
      case .exposureTime: (key, allowed) = ("--shutter", Exposure.exposureTimeRange)
      case .iso: (key, allowed) = ("--iso", Exposure.isoRange)
      case .bias: (key, allowed) = ("--bias", Exposure.biasRange)
      }
      let text = arguments.string(key) ?? ""
      // A number past a Double's range (1e400) is out of range like any other, in its own
      // digits.
      let reason =
        if case .notFinite(let field, _) = error {
          "\(ExposureText.name(field)) \(text) is outside the range \(NumberText.plain(allowed.lowerBound)) "
            + "to \(NumberText.plain(allowed.upperBound))"
        } else {
          ExposureText.problem(error)
        }
      throw .invalidValue(option: arguments.displayName(key), value: text, reason: reason)
    }
  }
}

/// Reads `--device` and `--profile` into a ``DeviceProfile``.
enum DeviceArguments {
  /// The `--device` option, for a command's spec.
  static let option = OptionSpec(
    ["--device"], value: "ID",
    help:
      "Device profile: an id such as iphone-14-front or iphone-14, or a model identifier "
      + "such as iPhone14,7 (see 'solspot devices'); default: $SOLSPOT_DEVICE, else generic."
  )
  /// The `--profile` option, for a command's spec.
  static let profileOption = OptionSpec(
    ["--profile"], value: "FILE",
    help: "A device profile file, such as one 'solspot calibrate fit --write' made.")
  /// Both options.
  static let options = [option, profileOption]

  /// The profiles `--device` chooses from: the built-in ones, with the user's profile folder
  /// over them (``UserProfiles``); a file there that cannot be used gives a warning.
  static func catalog() throws -> DeviceProfileCatalog {
    let catalog = try catalog(own: UserProfiles.contents.profiles)
    try UserProfiles.check(requestedID: nil, name: nil)
    return catalog
  }

  /// The built-in profiles with `own` over them.
  static func catalog(own: [DeviceProfile]) throws -> DeviceProfileCatalog {
    try DeviceProfileCatalog.builtIn().replacing(with: own)
  }

  /// The environment variable that names the device for every command given neither
  /// `--device` nor `--profile` (and for every spot without its own device).
  static let environmentVariable = "SOLSPOT_DEVICE"

  /// The device `SOLSPOT_DEVICE` names, or `nil` when it is unset or empty: the one fallback
  /// of every command that takes `--device`, after `--device`, `--profile` and (for `spot
  /// measure`) the spot's own device.
  ///
  /// - Throws: ``CommandFailure`` (exit 1) naming the variable when no profile has the name.
  static func environmentDevice(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> RememberedDevice? {
    guard let name = environment[environmentVariable], !name.isEmpty else { return nil }
    let catalog = try catalog()
    guard let profile = catalog.profile(named: name) else {
      throw CommandFailure.unknownDevice(
        name, suggestions: catalog.suggestions(for: name), offersGeneric: false,
        variable: environmentVariable)
    }
    return RememberedDevice(profile: profile, origin: .environment)
  }

  /// The profile in the `--profile` file, else the one named by `--device`, else the one
  /// `SOLSPOT_DEVICE` names (``environmentDevice(_:)``), else the generic profile.
  ///
  /// - Parameter offersGeneric: Whether the command works without `--device`, so that an
  ///   unknown device's message says leaving it out gives the generic profile.
  /// - Throws: ``CommandFailure`` for an unknown id (exit code 1), with close matches, or an
  ///   unreadable profile file; ``UsageError`` when `--device` and `--profile` disagree.
  static func profile(from arguments: ParsedArguments, offersGeneric: Bool = false) throws
    -> DeviceProfile
  {
    let name = arguments.string("--device")
    if let path = arguments.string("--profile") {
      let profile = try UserProfiles.read(path)
      if let name, try catalog().profile(named: name)?.id != profile.id {
        throw UsageError.conflict(
          "--device \(name) and --profile \(path) (profile '\(profile.id)') name different devices")
      }
      return profile
    }
    if name == nil, let remembered = try environmentDevice() { return remembered.profile }
    return try profile(named: name, offersGeneric: offersGeneric)
  }

  /// The profile of `--profile`, checked against `--device` as ``profile(from:)`` checks it,
  /// or `nil` without `--profile`: for commands whose default device comes from elsewhere
  /// (a capture's header, a photo's metadata).
  static func profileFile(from arguments: ParsedArguments) throws -> DeviceProfile? {
    arguments.has("--profile") ? try profile(from: arguments) : nil
  }

  /// The profile named `name` (built-in, or from the user's profile folder), or the generic
  /// profile when `name` is `nil`.
  ///
  /// - Throws: ``CommandFailure`` for an unknown id (exit code 1), with close matches.
  ///   A file in the profile folder that cannot be used stops the command when it is the
  ///   profile asked for (``UserProfiles/check(requestedID:name:)``).
  static func profile(named name: String?, offersGeneric: Bool = false) throws -> DeviceProfile {
    let catalog = try catalog(own: UserProfiles.contents.profiles)
    let profile = name.map { catalog.profile(named: $0) } ?? catalog.generic
    try UserProfiles.check(requestedID: profile?.id, name: name)
    guard let profile else {
      throw unknownDevice(name ?? "", in: catalog, offersGeneric: offersGeneric)
    }
    return profile
  }

  /// The failure for a device name no profile has, with close matches; with `offersGeneric`,
  /// it says that leaving `--device` out gives the generic profile (any other phone's camera).
  static func unknownDevice(
    _ name: String, in catalog: DeviceProfileCatalog, offersGeneric: Bool = false
  ) -> CommandFailure {
    .unknownDevice(
      name, suggestions: catalog.suggestions(for: name), offersGeneric: offersGeneric)
  }
}

/// Reads `--confidence` into a ``Confidence``, for every command that prints an interval.
enum ConfidenceArguments {
  /// The option, for a command's spec.
  static let option = OptionSpec(
    ["--confidence"], value: "P",
    help: "Confidence of the interval: 0.9, 90 or 90% (default 90%; 50% to 99.9%).")

  /// The level given with `--confidence`, or 90%.
  static func confidence(from arguments: ParsedArguments) throws(UsageError) -> Confidence {
    try arguments.value(
      "--confidence", expected: "expected a level from 50% to 99.9%, e.g. 0.9 or 90%",
      ValueText.confidence) ?? .ninety
  }
}
