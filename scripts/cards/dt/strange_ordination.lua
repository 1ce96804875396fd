-- Strange Ordination (DT 121): Play only if the tide is high. (Its æmber bonus is all it does.)
return {
	legal = function(ctx)
		if ctx:rule("tide") ~= "high" then
			return false, "Strange Ordination can only be played while the tide is high for you"
		end
		return true
	end,
}
