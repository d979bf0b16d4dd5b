/// The error components that apply to one reading, and the distribution they add up to.
///
/// Symmetric components add in quadrature (independent normal errors in log space). One-sided
/// components are combined the same way into one half-normal scale; with the built-in model
/// there is only one, the attenuation of cover glass and smudges.
public struct ErrorBudget: Sendable, Hashable {
  /// The components, in the order they were listed.
  public let components: [ErrorComponent]

  /// Creates a budget.
  public init(components: [ErrorComponent]) {
    self.components = components
  }

  /// The component with identifier `id`, if the budget has it.
  public subscript(id: String) -> ErrorComponent? {
    components.first { $0.id == id }
  }

  /// The distribution of the error in stops from the components of the given kinds.
  ///
  /// - Parameter kinds: The kinds to include; all of them for an absolute reading.
  public func distribution(of kinds: Set<ErrorComponent.Kind> = Set(ErrorComponent.Kind.allCases))
    -> LogErrorDistribution
  {
    var symmetric = 0.0
    var upward = 0.0
    for component in components where kinds.contains(component.kind) {
      let variance = component.sigmaEV * component.sigmaEV
      switch component.shape {
      case .normal: symmetric += variance
      case .halfNormalUp: upward += variance
      }
    }
    return LogErrorDistribution(
      symmetricSigma: symmetric.squareRoot(), upwardSigma: upward.squareRoot())
  }
}
