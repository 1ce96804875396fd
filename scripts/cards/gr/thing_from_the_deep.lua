-- Thing from the Deep (GR 293): It can be played only while Open the Seal is in your discard
-- pile. After Fight: Steal 2.
return {
	legal = function(ctx)
		if ctx:rule("named_in", "discard", "Open the Seal") == nil then
			return false, "Open the Seal is not in your discard pile"
		end
		return true
	end,
	fight = function(ctx)
		ctx:steal(2)
	end,
}
