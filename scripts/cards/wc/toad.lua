-- Toad (WC 405): Toad cannot reap.
return {
	can_use = function(_ctx, use)
		if use == "reap" then
			return false, "Toad cannot reap"
		end
		return true
	end,
}
