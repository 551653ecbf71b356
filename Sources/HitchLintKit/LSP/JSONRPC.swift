/// A request's id. JSON-RPC allows numbers and strings, and the answer must echo the same one.
enum RequestID: Hashable, Sendable, CustomStringConvertible {
    case number(Int)
    case string(String)

    init?(_ node: JSONNode) {
        switch node {
        case .integer(let value): self = .number(value)
        case .string(let text): self = .string(text)
        default: return nil
        }
    }

    var json: JSONValue {
        switch self {
        case .number(let value): return .integer(value)
        case .string(let text): return .string(text)
        }
    }

    var description: String {
        switch self {
        case .number(let value): return String(value)
        case .string(let text): return "\"\(Escaping.printable(text))\""
        }
    }
}

/// An error answer, with the codes of JSON-RPC 2.0 and LSP 3.17.
struct ResponseError: Error, Sendable {
    var code: Int
    var message: String

    static let parseError = -32700
    static let invalidRequest = -32600
    static let methodNotFound = -32601
    static let invalidParams = -32602
    static let serverNotInitialized = -32002
    static let requestCancelled = -32800

    init(_ code: Int, _ message: String) {
        self.code = code
        self.message = message
    }

    var json: JSONValue { .object([("code", .integer(code)), ("message", .string(message))]) }
}

/// A message from the editor. Requests have an id and a method, notifications a method only, and
/// responses (to the server's own requests) an id and a result or an error.
enum IncomingMessage: Sendable {
    case request(RequestID, method: String, params: JSONNode)
    case notification(method: String, params: JSONNode)
    case response(RequestID?, error: JSONNode?)

    /// A body that is not a message, and the id to answer it under when one could be read.
    struct Invalid: Error {
        var id: RequestID?
        var error: ResponseError
    }

    static func decode(_ body: [UInt8]) -> Result<IncomingMessage, Invalid> {
        guard let node = JSONNode.parse(body) else {
            return .failure(Invalid(id: nil, error: ResponseError(ResponseError.parseError, "the message is not JSON")))
        }
        func invalid(_ id: RequestID?, _ message: String) -> Result<IncomingMessage, Invalid> {
            .failure(Invalid(id: id, error: ResponseError(ResponseError.invalidRequest, message)))
        }
        // Batches (arrays of messages) are JSON-RPC, but not LSP.
        guard case .object(let members) = node else { return invalid(nil, "a message must be a JSON object") }
        var id: RequestID? = nil
        if let idNode = members["id"], idNode != .null {
            guard let parsed = RequestID(idNode) else { return invalid(nil, "\"id\" must be a number or a string") }
            id = parsed
        }
        guard members["jsonrpc"] == .string("2.0") else { return invalid(id, "\"jsonrpc\" must be \"2.0\"") }
        if let methodNode = members["method"] {
            guard let method = methodNode.string else { return invalid(id, "\"method\" must be a string") }
            let params = members["params"] ?? .null
            switch params {
            case .object, .array, .null: break
            default: return invalid(id, "\"params\" must be an object or an array")
            }
            guard let id else { return .success(.notification(method: method, params: params)) }
            return .success(.request(id, method: method, params: params))
        }
        if members["result"] != nil || members["error"] != nil {
            return .success(.response(id, error: members["error"]))
        }
        return invalid(id, "neither a request, a notification nor a response: no \"method\", \"result\" or \"error\"")
    }
}

/// Messages to the editor.
enum OutgoingMessage {
    static func response(_ id: RequestID, result: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("id", id.json), ("result", result)])
    }

    /// An error answer; `id` is null when the message it answers had none that could be read.
    static func error(_ id: RequestID?, _ error: ResponseError) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("id", id?.json ?? .null), ("error", error.json)])
    }

    static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)])
    }

    static func request(_ id: RequestID, _ method: String, _ params: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("id", id.json), ("method", .string(method)), ("params", params)])
    }
}
