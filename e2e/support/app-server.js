"use strict";
var __assign = (this && this.__assign) || function () {
    __assign = Object.assign || function(t) {
        for (var s, i = 1, n = arguments.length; i < n; i++) {
            s = arguments[i];
            for (var p in s) if (Object.prototype.hasOwnProperty.call(s, p))
                t[p] = s[p];
        }
        return t;
    };
    return __assign.apply(this, arguments);
};
var __awaiter = (this && this.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};
var __generator = (this && this.__generator) || function (thisArg, body) {
    var _ = { label: 0, sent: function() { if (t[0] & 1) throw t[1]; return t[1]; }, trys: [], ops: [] }, f, y, t, g = Object.create((typeof Iterator === "function" ? Iterator : Object).prototype);
    return g.next = verb(0), g["throw"] = verb(1), g["return"] = verb(2), typeof Symbol === "function" && (g[Symbol.iterator] = function() { return this; }), g;
    function verb(n) { return function (v) { return step([n, v]); }; }
    function step(op) {
        if (f) throw new TypeError("Generator is already executing.");
        while (g && (g = 0, op[0] && (_ = 0)), _) try {
            if (f = 1, y && (t = op[0] & 2 ? y["return"] : op[0] ? y["throw"] || ((t = y["return"]) && t.call(y), 0) : y.next) && !(t = t.call(y, op[1])).done) return t;
            if (y = 0, t) op = [op[0] & 2, t.value];
            switch (op[0]) {
                case 0: case 1: t = op; break;
                case 4: _.label++; return { value: op[1], done: false };
                case 5: _.label++; y = op[1]; op = [0]; continue;
                case 7: op = _.ops.pop(); _.trys.pop(); continue;
                default:
                    if (!(t = _.trys, t = t.length > 0 && t[t.length - 1]) && (op[0] === 6 || op[0] === 2)) { _ = 0; continue; }
                    if (op[0] === 3 && (!t || (op[1] > t[0] && op[1] < t[3]))) { _.label = op[1]; break; }
                    if (op[0] === 6 && _.label < t[1]) { _.label = t[1]; t = op; break; }
                    if (t && _.label < t[2]) { _.label = t[2]; _.ops.push(op); break; }
                    if (t[2]) _.ops.pop();
                    _.trys.pop(); continue;
            }
            op = body.call(thisArg, _);
        } catch (e) { op = [6, e]; y = 0; } finally { f = t = 0; }
        if (op[0] & 5) throw op[1]; return { value: op[0] ? op[1] : void 0, done: true };
    }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.startAppServer = startAppServer;
exports.stopProcess = stopProcess;
var node_child_process_1 = require("node:child_process");
var promises_1 = require("node:fs/promises");
var node_os_1 = require("node:os");
var node_path_1 = require("node:path");
var free_port_1 = require("./free-port");
var paths_1 = require("./paths");
/**
 * Starts the real API (which serves the built web app) as its own process on a free port, with a fresh embedded
 * database in a temporary DATA_DIR, exactly as `npm start` does after its build step.
 */
function startAppServer() {
    return __awaiter(this, arguments, void 0, function (env) {
        var port, origin, dataDir, child, output;
        var _a, _b;
        if (env === void 0) { env = {}; }
        return __generator(this, function (_c) {
            switch (_c.label) {
                case 0: return [4 /*yield*/, (0, free_port_1.freePort)()];
                case 1:
                    port = _c.sent();
                    origin = "http://localhost:".concat(port);
                    return [4 /*yield*/, (0, promises_1.mkdtemp)(node_path_1.default.join((0, node_os_1.tmpdir)(), 'applypilot-e2e-'))];
                case 2:
                    dataDir = _c.sent();
                    child = (0, node_child_process_1.spawn)(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
                        cwd: paths_1.repoRoot,
                        env: __assign(__assign(__assign({}, process.env), { PORT: String(port), HOST: '127.0.0.1', APP_ORIGIN: origin, DATA_DIR: dataDir }), env),
                        stdio: ['ignore', 'pipe', 'pipe'],
                    });
                    output = [];
                    (_a = child.stdout) === null || _a === void 0 ? void 0 : _a.on('data', function (chunk) { return output.push(chunk.toString()); });
                    (_b = child.stderr) === null || _b === void 0 ? void 0 : _b.on('data', function (chunk) { return output.push(chunk.toString()); });
                    return [4 /*yield*/, waitForHealth(origin, child, output)];
                case 3:
                    _c.sent();
                    return [2 /*return*/, {
                            origin: origin,
                            dataDir: dataDir,
                            outbox: function () {
                                return __awaiter(this, void 0, void 0, function () {
                                    var dir, files;
                                    return __generator(this, function (_a) {
                                        switch (_a.label) {
                                            case 0:
                                                dir = node_path_1.default.join(dataDir, 'outbox');
                                                return [4 /*yield*/, (0, promises_1.readdir)(dir).catch(function () { return []; })];
                                            case 1:
                                                files = (_a.sent()).filter(function (f) { return f.endsWith('.eml'); }).sort();
                                                return [2 /*return*/, Promise.all(files.map(function (f) { return (0, promises_1.readFile)(node_path_1.default.join(dir, f), 'utf8'); }))];
                                        }
                                    });
                                });
                            },
                            stop: function () {
                                return __awaiter(this, void 0, void 0, function () {
                                    return __generator(this, function (_a) {
                                        switch (_a.label) {
                                            case 0: return [4 /*yield*/, stopProcess(child)];
                                            case 1:
                                                _a.sent();
                                                return [4 /*yield*/, (0, promises_1.rm)(dataDir, { recursive: true, force: true })];
                                            case 2:
                                                _a.sent();
                                                return [2 /*return*/];
                                        }
                                    });
                                });
                            },
                        }];
            }
        });
    });
}
function waitForHealth(origin, child, output) {
    return __awaiter(this, void 0, void 0, function () {
        var deadline, response, _a;
        return __generator(this, function (_b) {
            switch (_b.label) {
                case 0:
                    deadline = Date.now() + 60000;
                    _b.label = 1;
                case 1:
                    if (!(Date.now() < deadline)) return [3 /*break*/, 7];
                    if (child.exitCode !== null)
                        throw new Error("API exited with ".concat(child.exitCode, ":\n").concat(output.join('')));
                    _b.label = 2;
                case 2:
                    _b.trys.push([2, 4, , 5]);
                    return [4 /*yield*/, fetch("".concat(origin, "/healthz"))];
                case 3:
                    response = _b.sent();
                    if (response.ok)
                        return [2 /*return*/];
                    return [3 /*break*/, 5];
                case 4:
                    _a = _b.sent();
                    return [3 /*break*/, 5];
                case 5: return [4 /*yield*/, new Promise(function (resolve) { return setTimeout(resolve, 200); })];
                case 6:
                    _b.sent();
                    return [3 /*break*/, 1];
                case 7:
                    child.kill('SIGKILL');
                    throw new Error("API did not become healthy:\n".concat(output.join('')));
            }
        });
    });
}
function stopProcess(child) {
    if (child.exitCode !== null || child.signalCode !== null)
        return Promise.resolve();
    return new Promise(function (resolve) {
        var timer = setTimeout(function () { return child.kill('SIGKILL'); }, 5000);
        child.once('exit', function () {
            clearTimeout(timer);
            resolve();
        });
        child.kill('SIGTERM');
    });
}
