@testable import SolspotKit

extension ErrorModel {
  /// The built-in model with the sizes of the components `ids` replaced by `sigmaEV` (both
  /// statuses), for tests of rules that take the model's sizes as a parameter.
  static func builtIn(resizing ids: Set<String>, to sigmaEV: Double) throws -> ErrorModel {
    try builtIn(scaling: ids, by: nil, to: sigmaEV)
  }

  /// The built-in model with the sizes of the components `ids` multiplied by `factor`.
  static func builtIn(scaling ids: Set<String>, by factor: Double) throws -> ErrorModel {
    try builtIn(scaling: ids, by: factor, to: nil)
  }

  private static func builtIn(scaling ids: Set<String>, by factor: Double?, to sigma: Double?)
    throws -> ErrorModel
  {
    let model = try ErrorModel.builtIn()
    return try ErrorModel(
      templates: model.templates.values.map { t in
        guard ids.contains(t.id) else { return t }
        return ErrorModel.Template(
          id: t.id, kind: t.kind, shape: t.shape,
          nominalSigmaEV: sigma ?? t.nominalSigmaEV * (factor ?? 1),
          measuredSigmaEV: sigma ?? t.measuredSigmaEV * (factor ?? 1), appliesTo: t.appliesTo,
          basis: t.basis, pointOffsetEV: t.pointOffsetEV)
      })
  }
}
