-- giant_tortoise: an ally with no abilities.
return {}
