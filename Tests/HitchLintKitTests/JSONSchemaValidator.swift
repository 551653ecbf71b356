import Foundation

/// A JSON Schema (draft-07 subset) validator: enough of the keywords the official SARIF 2.1.0 schema
/// uses — `type`, `$ref`, `properties`, `required`, `additionalProperties`, `items`, `minItems`,
/// `uniqueItems`, `enum`, `minimum`, `pattern`, `anyOf`, `format: uri(-reference)`.
struct JSONSchemaValidator {
    let root: [String: Any]

    init(schemaAt url: URL) throws {
        root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
    }

    /// Every violation, as `path: problem`.
    func validate(_ document: Any) -> [String] {
        var problems: [String] = []
        check(document, against: root, at: "$", problems: &problems)
        return problems
    }

    func resolve(_ schema: [String: Any]) -> [String: Any] {
        guard let reference = schema["$ref"] as? String, reference.hasPrefix("#/") else { return schema }
        var node: Any = root
        for part in reference.dropFirst(2).split(separator: "/") {
            node = (node as? [String: Any])?[String(part)] ?? [:]
        }
        return resolve(node as? [String: Any] ?? [:])
    }

    func check(_ value: Any, against rawSchema: [String: Any], at path: String, problems: inout [String]) {
        let schema = resolve(rawSchema)
        if let type = schema["type"] as? String, !matches(value, type: type) {
            problems.append("\(path): expected \(type), found \(Swift.type(of: value))")
            return
        }
        if let options = schema["enum"] as? [Any], !options.contains(where: { "\($0)" == "\(value)" }) {
            problems.append("\(path): \(value) is not one of \(options)")
        }
        if let anyOf = schema["anyOf"] as? [[String: Any]] {
            let passes = anyOf.contains { option in
                var inner: [String] = []
                check(value, against: option, at: path, problems: &inner)
                return inner.isEmpty
            }
            if !passes { problems.append("\(path): matches none of anyOf") }
        }
        if let minimum = schema["minimum"] as? Double, let number = value as? Double, number < minimum {
            problems.append("\(path): \(number) < minimum \(minimum)")
        }
        if let text = value as? String {
            if let pattern = schema["pattern"] as? String,
               text.range(of: pattern, options: .regularExpression) == nil {
                problems.append("\(path): '\(text)' does not match \(pattern)")
            }
            if let format = schema["format"] as? String, format.hasPrefix("uri"), URL(string: text) == nil {
                problems.append("\(path): '\(text)' is not a \(format)")
            }
        }
        if let object = value as? [String: Any] {
            let properties = schema["properties"] as? [String: Any] ?? [:]
            for key in schema["required"] as? [String] ?? [] where object[key] == nil {
                problems.append("\(path): missing required '\(key)'")
            }
            for (key, member) in object {
                if let propertySchema = properties[key] as? [String: Any] {
                    check(member, against: propertySchema, at: "\(path).\(key)", problems: &problems)
                } else if let additional = schema["additionalProperties"] {
                    if let allowed = additional as? Bool, !allowed {
                        problems.append("\(path): unexpected property '\(key)'")
                    } else if let additionalSchema = additional as? [String: Any] {
                        check(member, against: additionalSchema, at: "\(path).\(key)", problems: &problems)
                    }
                }
            }
        }
        if let array = value as? [Any] {
            if let minItems = schema["minItems"] as? Int, array.count < minItems {
                problems.append("\(path): \(array.count) items < minItems \(minItems)")
            }
            if schema["uniqueItems"] as? Bool == true {
                let rendered = array.map { "\($0)" }
                if Set(rendered).count != rendered.count { problems.append("\(path): items are not unique") }
            }
            if let itemSchema = schema["items"] as? [String: Any] {
                for (index, item) in array.enumerated() {
                    check(item, against: itemSchema, at: "\(path)[\(index)]", problems: &problems)
                }
            }
        }
    }

    func matches(_ value: Any, type: String) -> Bool {
        switch type {
        case "object": return value is [String: Any]
        case "array": return value is [Any]
        case "string": return value is String
        case "integer":
            guard let number = value as? NSNumber, !(value is String) else { return false }
            return number.doubleValue == number.doubleValue.rounded()
        case "number": return value is NSNumber
        case "boolean": return value is NSNumber
        case "null": return value is NSNull
        default: return true
        }
    }
}
