-- Gabos Longarms (CotA 086): Before Fight: Choose a creature; Gabos Longarms deals its fight
-- damage to that creature instead of the one it fights. The rules script's fight reads
-- the returned `damage_to`; the creature fought still deals its damage to Gabos.
return {
	before_fight = function(ctx, _fought)
		local any = ctx:objects({ zone = "battleline" })
		return {
			damage_to = ctx:choose({
				prompt = "Deal Gabos Longarms' damage to which creature?",
				objects = any,
			})[1],
		}
	end,
}
