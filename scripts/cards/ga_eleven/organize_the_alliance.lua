-- Organize the Alliance: target ally becomes fostered (the status the rules read). [Class
-- Bonus] Floating Memory (restricted keyword in its data).
return {
	targets = function()
		return { { label = "ally", type = "ally", count = 1 } }
	end,
	resolve = function(ctx)
		local ally = ctx:target(1)
		if ally ~= nil then
			ctx:set_status(ally, "fostered")
		end
	end,
}
