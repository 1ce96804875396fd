-- Blorb (WoE 167), token creature: Elusive. Blorb cannot reap. Destroyed: Return a Blorb
-- Hive from your discard pile to your hand.
return {
	can_use = function(_ctx, use)
		if use == "reap" then
			return false, "Blorb cannot reap"
		end
		return true
	end,
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: a Blorb Hive back to hand (Blorb)",
			resolve = function(ctx)
				local hive = ctx:objects({ zone = "discard", controller = "you", name = "Blorb Hive" })[1]
				if hive ~= nil then
					ctx:move(hive, "hand")
				end
			end,
		},
	},
}
