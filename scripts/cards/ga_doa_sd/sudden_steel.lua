-- Sudden Steel: an attack card. Class Bonus: Efficiency (it costs LV less to activate).
return {}
