-- Stone Sentry: no abilities.
return {}
