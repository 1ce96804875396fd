-- Trained Hawk: True Sight and Vigor, both keywords the rules apply; nothing to script.
return {}
