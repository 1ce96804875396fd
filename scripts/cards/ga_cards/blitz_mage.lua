-- blitz_mage: an ally with no abilities.
return {}
