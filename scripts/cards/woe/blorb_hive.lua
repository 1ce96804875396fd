-- Blorb Hive (WoE 115), artifact: Omni: Destroy a friendly creature. If you do, make 2
-- Blorbs (only with Blorb as your token creature reference card: KF-TOK-NAMED-1). Then,
-- if you control 10 or more Blorbs, destroy Blorb Hive and forge a key at no cost.
return {
	omni = function(ctx)
		if not ctx:rule("destroy_friendly") then
			return
		end
		ctx:rule("make_named_token", "Blorb")
		ctx:rule("make_named_token", "Blorb")
		local blorbs = 0
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			if creature:name() == "Blorb" then
				blorbs = blorbs + 1
			end
		end
		if blorbs >= 10 then
			ctx:destroy(ctx.this)
			ctx:buy(ctx.controller, "key", -ctx.controller:cost("key"))
		end
	end,
}
