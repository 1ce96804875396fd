-- Silent Firebrand: [Class Bonus] Kindle 2, a restricted payment keyword (its stat kindle).
return {}
