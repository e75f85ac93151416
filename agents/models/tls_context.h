#pragma once
// The TLS client context every HTTPS model call uses: peer verification on, trust from the
// system's certificate store (or only the PEM file `caFile` when given), TLS 1.2 or newer. Included only by http_client.cpp and its tests.

#include <boost/asio/ssl/context.hpp>

namespace craftmate::agents {

#include <string>

boost::asio::ssl::context makeVerifyingTlsContext(const std::string& caFile = {});

}  // namespace craftmate::agents
