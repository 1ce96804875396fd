-- Blorb (WoE 167), token creature: Elusive. Blorb cannot reap. Destroyed: Return Blorb
-- Hive from your discard pile to your hand (one of them, if there are several; none,
-- nothing).
return {
	can_use = function(_, use)
		if use == "reap" then
			return false, "Blorb cannot reap"
		end
		return true
	end,
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: Blorb Hive returns from your discard pile to your hand (Blorb)",
			resolve = function(ctx)
				local hives = ctx:objects({ zone = "discard", controller = "you", card = "blorb_hive" })
				local hive = ctx:choose({ prompt = "Return which Blorb Hive?", objects = hives })[1]
				if hive ~= nil then
					ctx:move(hive, "hand")
				end
			end,
		},
	},
}
