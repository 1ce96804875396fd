-- Tentaclid (DT 317): Skirmish. Taunt. Tentaclid cannot reap.
return {
	can_use = function(_ctx, use)
		if use == "reap" then
			return false, "Tentaclid cannot reap"
		end
		return true
	end,
}
