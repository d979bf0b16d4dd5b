import SolspotKit

extension MeasureError {
  /// The error as the command reports it (`Output/ErrorReport`): the library's own errors as
  /// they are (a store's, a spot's, a photo's, built-in data's), the rest as the
  /// ``CommandFailure`` naming the file, the option or the variable.
  func commandError(source: MeasureSource, arguments: ParsedArguments) -> any Error {
    switch self {
    case .store(let error): error
    case .spot(let error): error
    case .photo(let error): error
    case .data(let error): error
    case .unknownDevice(let name, let origin, let suggestions):
      CommandFailure.unknownDevice(
        name, suggestions: suggestions, offersGeneric: false,
        variable: origin == .environment ? DeviceArguments.environmentVariable : nil)
    case .spotDeviceMissing(let spot, let device):
      CommandFailure.spotDeviceMissing(spot: spot, device: device)
    case .captureInput(let failure):
      CaptureReplay.failure(failure, path: source.path, file: source.displayName)
    case .capture(let failure):
      CommandFailure.capture(failure, file: source.displayName)
    case .givenTimeInFuture(_, let now):
      CommandFailure.futureTime(arguments.string("--at") ?? "", now: now)
    case .recordedTimeInFuture(let recorded, let now, let spot):
      CommandFailure.recordedInFuture(
        file: source.displayName, recorded: recorded, now: now, spot: spot)
    }
  }
}
