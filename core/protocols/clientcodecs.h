// Factories of the concrete protocol clients (one file each); used by ProtocolClient::create.
#pragma once

#include "protocolclient.h"

namespace qiju::protocols {

std::unique_ptr<ProtocolClient> makeGtpClient();
std::unique_ptr<ProtocolClient> makeUaiClient();
std::unique_ptr<ProtocolClient> makeGomocupClient();
std::unique_ptr<ProtocolClient> makeBotzoneClient(bool json);

} // namespace qiju::protocols
