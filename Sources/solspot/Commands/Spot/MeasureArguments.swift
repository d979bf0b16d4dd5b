import Foundation
import SolspotKit

/// Reads `spot measure`'s arguments into the library's ``MeasureRequest``, checking them in
/// the order the command line's errors are given: `--at`, the settings, then `--device` and
/// `--profile`, all before the store is opened.
enum MeasureArguments {
  /// The request for `source` and the rest of `arguments`; the device named by
  /// `SOLSPOT_DEVICE` in `environment` is its default device.
  ///
  /// - Throws: ``UsageError`` for bad settings or options that disagree; ``CommandFailure``
  ///   for a bad `--at`, an unknown device or an unreadable profile file.
  static func request(
    _ arguments: ParsedArguments, source: MeasureSource,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> MeasureRequest {
    let time = arguments.has("--at") ? try TimeArguments.time(from: arguments) : nil
    let measured = try source.request(arguments)
    var device = MeasureRequest.Device.remembered
    if MeasureSource.namesDevice(arguments) {
      let profile = try DeviceArguments.profile(from: arguments)
      if !arguments.has("--profile"), let name = arguments.string("--device") {
        device = .named(name)
      } else {
        device = .profile(profile)
      }
    }
    return MeasureRequest(
      spot: arguments.positionals[0], source: measured, device: device,
      defaultDevice: environment[DeviceArguments.environmentVariable], time: time,
      now: TimeArguments.now(), force: arguments.has("--force"), confidence: .ninety)
  }
}
