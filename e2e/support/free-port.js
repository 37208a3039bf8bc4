"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.freePort = freePort;
var node_net_1 = require("node:net");
function freePort() {
    return new Promise(function (resolve, reject) {
        var server = (0, node_net_1.createServer)();
        server.once('error', reject);
        server.listen(0, '127.0.0.1', function () {
            var address = server.address();
            server.close(function () {
                return typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'));
            });
        });
    });
}
